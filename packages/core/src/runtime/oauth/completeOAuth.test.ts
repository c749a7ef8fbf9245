import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowserPorts } from "../../testing/fakeBrowserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { createPkce } from "./createPkce.ts";
import { completeOAuth, type PendingOAuth, pendingOAuthKey } from "./runOAuth.ts";

function fakeStore() {
  const analytics = vi.fn(async () => {});
  const authenticate = vi.fn(async () => ({ user: { id: "u1" }, isNewUser: true }) as never);
  const store = {
    appId: "app",
    api: { analytics: { send: analytics }, oauth: { authenticate, link: vi.fn() } },
  } as unknown as FoyerStore;
  return { store, analytics, authenticate };
}

const stored: PendingOAuth = {
  provider: "google",
  stateCode: "state-1",
  codeVerifier: "verifier-1",
  redirectTo: "http://localhost/?foyer_oauth=1",
  action: "login",
};

let browser: ReturnType<typeof fakeBrowserPorts>;
beforeEach(() => {
  browser = fakeBrowserPorts("http://localhost/");
});

describe("completeOAuth (spec 000 §8 OAuth)", () => {
  it("a state other than the stored one is a phishing attempt: error, analytics event, no authenticate", async () => {
    const { store, analytics, authenticate } = fakeStore();
    await expect(
      completeOAuth(store, stored, { stateCode: "state-2", authorizationCode: "code", error: null }, browser.ports),
    ).rejects.toMatchObject({ code: "oauth_unexpected" });
    expect(analytics).toHaveBeenCalledWith(expect.objectContaining({ eventName: "possible_phishing_attempt" }));
    expect(authenticate).not.toHaveBeenCalled();
  });
  it("no stored flow at all is treated the same way", async () => {
    const { store, authenticate } = fakeStore();
    await expect(
      completeOAuth(store, null, { stateCode: "state-1", authorizationCode: "code", error: null }, browser.ports),
    ).rejects.toMatchObject({ code: "oauth_unexpected" });
    expect(authenticate).not.toHaveBeenCalled();
  });
  it('a code of "undefined", a missing code or a provider error is the user\'s refusal', async () => {
    const { store, authenticate } = fakeStore();
    for (const answer of [
      { stateCode: "state-1", authorizationCode: "undefined", error: null },
      { stateCode: "state-1", authorizationCode: null, error: null },
      { stateCode: "state-1", authorizationCode: null, error: "access_denied" },
    ]) {
      await expect(completeOAuth(store, stored, answer, browser.ports)).rejects.toMatchObject({
        code: "oauth_user_denied",
      });
    }
    expect(authenticate).not.toHaveBeenCalled();
  });
  it("a matching answer authenticates with the stored verifier and clears the stored flow", async () => {
    const { store, authenticate } = fakeStore();
    browser.storage.set(pendingOAuthKey("app"), JSON.stringify(stored));
    const outcome = await completeOAuth(
      store,
      stored,
      { stateCode: "state-1", authorizationCode: "c0de", error: null },
      browser.ports,
    );
    expect(outcome.kind).toBe("signedIn");
    expect(authenticate).toHaveBeenCalledWith({
      provider: "google",
      authorizationCode: "c0de",
      stateCode: "state-1",
      codeVerifier: "verifier-1",
    });
    expect(browser.storage.has(pendingOAuthKey("app"))).toBe(false);
  });
  it("the provider's tokens of the answer become the result's oauthTokens (camelCase, absent fields absent)", async () => {
    const { store, authenticate } = fakeStore();
    authenticate.mockResolvedValueOnce({
      user: { id: "u1" },
      isNewUser: false,
      wireOAuthTokens: {
        provider: "google",
        access_token: "ya29.provider",
        access_token_expires_in_seconds: 3599,
        scopes: ["openid", "https://www.googleapis.com/auth/calendar.readonly"],
      },
    } as never);
    const answer = { stateCode: "state-1", authorizationCode: "c0de", error: null };
    const outcome = await completeOAuth(store, stored, answer, browser.ports);
    expect(outcome).toEqual({
      kind: "signedIn",
      result: {
        user: { id: "u1" },
        isNewUser: false,
        oauthTokens: {
          provider: "google",
          accessToken: "ya29.provider",
          accessTokenExpiresInSeconds: 3599,
          scopes: ["openid", "https://www.googleapis.com/auth/calendar.readonly"],
        },
      },
    });
  });
});

describe("createPkce", () => {
  it("answers a 43-character verifier and its S256 challenge (RFC 7636 appendix B vector checked by shape)", async () => {
    const { verifier, challenge } = await createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    expect(challenge).toBe(Buffer.from(digest).toString("base64url"));
    expect((await createPkce()).verifier).not.toBe(verifier);
  });
});
