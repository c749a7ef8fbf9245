import { describe, expect, it } from "vitest";
import { installKit } from "../../kit/kit.ts";
import { modalKit } from "../../modal/modalKit.ts";
import { displayConnectUri } from "./displayConnectUri.ts";
import { farcasterErrorText } from "./farcasterErrorText.ts";
import { isMobileUserAgent } from "./isMobileUserAgent.ts";

// The modal loaded: its parts installed, as these texts find them (unit files share one module graph, so a file
// must not rely on another having installed the kit first).
installKit(modalKit);

describe("Farcaster screen parts", () => {
  it("shows the connect URI without https:// and truncated", () => {
    expect(displayConnectUri("https://farcaster.xyz/~/siwf?c=abc")).toBe("farcaster.xyz/~/siwf?c=abc");
    const long = displayConnectUri("https://farcaster.xyz/~/siwf?channelToken=210f1718-427e-46a4-99e3-2207f21f83ec");
    expect(long).toBe("farcaster.xyz/~/siwf?channelToken=2…");
    expect(long).toHaveLength(36);
    expect(displayConnectUri("http://localhost:8787/dev/farcaster/connect", 14)).toBe("localhost:878…");
  });

  it("tells phones from desktops", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36")).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });

  it("maps errors to the spec's texts", () => {
    expect(farcasterErrorText({ code: "client_request_timeout", message: "", status: null })).toBe(
      "The request timed out. Try again.",
    );
    expect(farcasterErrorText({ code: "invalid_credentials", message: "x", status: 401 })).toBe(
      "Something went wrong. Try again.",
    );
    expect(farcasterErrorText({ code: "linked_to_another_user", message: "x", status: 409 })).toBe(
      "This account has already been linked to another user.",
    );
  });
});
