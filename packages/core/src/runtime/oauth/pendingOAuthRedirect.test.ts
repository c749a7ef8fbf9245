import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingOAuthRedirect } from "./pendingOAuthRedirect.ts";

// The start-up check runs in the initial bundle, so it reads the globals itself (browser ports would add
// bytes to every page's first load); these are the only globals stubbed among the OAuth tests.
function page(search: string, stored: unknown, opener: unknown = null) {
  vi.stubGlobal("window", { opener, location: { search } });
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => (key === "foyer:oauth:app" && stored ? JSON.stringify(stored) : null),
  });
}
afterEach(() => vi.unstubAllGlobals());

describe("pendingOAuthRedirect", () => {
  it("answers the stored flow when the URL carries the provider's answer", () => {
    page("?code=c&state=s", { provider: "foyer:prov", action: "link" });
    expect(pendingOAuthRedirect("app")).toEqual({ provider: "foyer:prov", action: "link" });
    page("?error=access_denied", { provider: "google" });
    expect(pendingOAuthRedirect("app")).toEqual({ provider: "google", action: "login" });
  });

  it("null without an answer in the URL, without a stored flow, or in a popup", () => {
    page("", { provider: "google" });
    expect(pendingOAuthRedirect("app")).toBeNull();
    page("?code=c&state=s", null);
    expect(pendingOAuthRedirect("app")).toBeNull();
    page("?code=c&state=s", { provider: "google" }, {});
    expect(pendingOAuthRedirect("app")).toBeNull();
  });
});
