import { describe, expect, it } from "vitest";
import { handleOAuthRedirect, OAUTH_MESSAGE_TYPE, type OAuthRedirectPage } from "./handleOAuthRedirect.ts";

/** The redirect page at `url` as a plain window-shaped object (no global is stubbed), opened as a popup or not. */
function pageAt(url: string, popup = true) {
  const { search, origin } = new URL(url);
  const posted: { message: unknown; origin: string }[] = [];
  let closed = false;
  const page: OAuthRedirectPage = {
    location: { search, origin },
    opener: popup
      ? { postMessage: (message, targetOrigin) => void posted.push({ message, origin: targetOrigin }) }
      : null,
    close: () => {
      closed = true;
    },
  };
  const handled = handleOAuthRedirect(page);
  return { handled, posted, closed };
}

describe("handleOAuthRedirect", () => {
  it("posts an OAuth answer (code and state) to the opener on this origin and closes", () => {
    const { handled, posted, closed } = pageAt("https://app.example/?foyer_oauth=1&code=c0de&state=s1");
    expect(handled).toBe(true);
    expect(posted).toEqual([
      {
        message: { type: OAUTH_MESSAGE_TYPE, stateCode: "s1", authorizationCode: "c0de", error: null },
        origin: "https://app.example",
      },
    ]);
    expect(closed).toBe(true);
  });

  it("forwards CloudKit's URL-redirect callback: ckWebAuthToken with no state", () => {
    const token = encodeURIComponent("ck+tok/en==");
    const { handled, posted } = pageAt(`https://app.example/?foyer_oauth=1&ckWebAuthToken=${token}&ckSession=x`);
    expect(handled).toBe(true);
    expect(posted[0]?.message).toEqual({
      type: OAUTH_MESSAGE_TYPE,
      stateCode: null,
      authorizationCode: null,
      error: null,
      ckWebAuthToken: "ck+tok/en==",
    });
  });

  it("leaves a page with nothing from a provider alone", () => {
    expect(pageAt("https://app.example/?foyer_oauth=1")).toEqual({ handled: false, posted: [], closed: false });
  });

  it("leaves a full page alone (redirect mode: the flow resumes from the URL, not from a popup)", () => {
    expect(pageAt("https://app.example/?code=c0de&state=s1", false)).toEqual({
      handled: false,
      posted: [],
      closed: false,
    });
  });
});
