import { afterEach, describe, expect, it, vi } from "vitest";
import { handleOAuthRedirect, OAUTH_MESSAGE_TYPE } from "./handleOAuthRedirect.ts";

afterEach(() => vi.unstubAllGlobals());

function popupAt(url: string) {
  const posted: { message: unknown; origin: string }[] = [];
  const close = vi.fn();
  vi.stubGlobal("window", {
    opener: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) },
    close,
  });
  const handled = handleOAuthRedirect(new URL(url) as unknown as Location);
  return { handled, posted, close };
}

describe("handleOAuthRedirect", () => {
  it("posts an OAuth answer (code and state) to the opener on this origin and closes", () => {
    const { handled, posted, close } = popupAt("https://app.example/?foyer_oauth=1&code=c0de&state=s1");
    expect(handled).toBe(true);
    expect(posted).toEqual([
      {
        message: { type: OAUTH_MESSAGE_TYPE, stateCode: "s1", authorizationCode: "c0de", error: null },
        origin: "https://app.example",
      },
    ]);
    expect(close).toHaveBeenCalled();
  });

  it("forwards CloudKit's URL-redirect callback: ckWebAuthToken with no state", () => {
    const token = encodeURIComponent("ck+tok/en==");
    const { handled, posted } = popupAt(`https://app.example/?foyer_oauth=1&ckWebAuthToken=${token}&ckSession=x`);
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
    expect(popupAt("https://app.example/?foyer_oauth=1").handled).toBe(false);
  });
});
