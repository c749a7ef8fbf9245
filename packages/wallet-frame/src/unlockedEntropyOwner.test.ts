import { describe, expect, it } from "vitest";
import { tokenOwner } from "./createEntropyUnlocker.ts";
import { fakeFrameServerApi } from "./testing/fakeFrameServerApi.ts";
import { walletFrameHarness } from "./testing/walletFrameHarness.ts";

/** A token shaped as the server's session JWT (the frame reads its subject; the signature is not its business). */
const sessionToken = (sub: string) =>
  [{ alg: "ES256" }, { sub, sid: "s1" }].map((part) => btoa(JSON.stringify(part)).replace(/=+$/, "")).join(".") +
  ".c2ln";

describe("unlocked entropy serves only the session that unlocked it", () => {
  it("reads the subject of a session JWT, and names a token that is not one by itself", () => {
    expect(tokenOwner(sessionToken("user-1"))).toBe("sub:user-1");
    expect(tokenOwner(sessionToken("user-1"))).toBe(tokenOwner(sessionToken("user-1").replace(/s1/, "s2")));
    expect(tokenOwner("opaque")).toBe("token:opaque");
    expect(tokenOwner("a.!!!.c")).toBe("token:a.!!!.c");
  });

  it("a token of another user goes to the server (which refuses it) instead of signing with the cached key", async () => {
    const alice = sessionToken("alice");
    const server = fakeFrameServerApi(alice);
    const t = walletFrameHarness({ server });
    const { wallet } = await t.ok("create", { accessToken: alice });
    const ref = {
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "ethereum",
      hdWalletIndex: 0,
    } as const;
    await t.ok("signMessage", { ...ref, accessToken: alice, message: "by alice" });

    const refused = await t.err("signMessage", { ...ref, accessToken: sessionToken("mallory"), message: "by mallory" });
    expect(refused.code).toBe("missing_or_invalid_token");

    // Alice's own session still signs: her next signature unlocks again through the server.
    await t.ok("signMessage", { ...ref, accessToken: alice, message: "by alice again" });
  });
});
