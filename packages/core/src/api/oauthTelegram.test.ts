import { describe, expect, it } from "vitest";
import { fakeApiClient as client, callSummary as summary } from "../testing/fakeApiClient.ts";
import type { WireUser } from "./wire.ts";

const times = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_100 };
const wireUser: WireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    {
      type: "github_oauth",
      provider: "github",
      provider_label: "GitHub",
      subject: "42",
      email: "o@x.io",
      name: "Octo",
      username: "octo",
      profile_picture_url: null,
      ...times,
    },
    {
      type: "telegram",
      telegram_user_id: "777",
      first_name: "Tg",
      last_name: null,
      username: "tg",
      photo_url: null,
      ...times,
    },
  ],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};
const authBody = { user: wireUser, token: "access-1", refresh_token: "refresh-1", is_new_user: true };

const callback = { provider: "github" as const, authorizationCode: "c", stateCode: "s", codeVerifier: "v" };
const callbackWire = { provider: "github", authorization_code: "c", state_code: "s", code_verifier: "v" };

describe("oauth and telegram API groups", () => {
  it("oauth.init sends snake_case and returns the url", async () => {
    const { api, calls } = client([{ body: { url: "https://provider/auth" } }]);
    const result = await api.oauth.init({
      provider: "google",
      redirectTo: "http://localhost:5173/cb",
      codeChallenge: "ch",
      stateCode: "st",
    });
    expect(result.url).toBe("https://provider/auth");
    expect(summary(calls)).toEqual([
      [
        "oauth/init",
        { provider: "google", redirect_to: "http://localhost:5173/cb", code_challenge: "ch", state_code: "st" },
        null,
      ],
    ]);
  });

  it("oauth.authenticate (mode only when given), link and unlink (authenticated); accounts become camelCase", async () => {
    const oauthTokens = { provider: "github", access_token: "gho_1", scopes: ["read:user"] };
    const { api, calls } = client([
      { body: { ...authBody, oauth_tokens: oauthTokens } },
      { body: authBody },
      { body: wireUser },
      { body: wireUser },
    ]);
    const result = await api.oauth.authenticate(callback);
    // Passed through as sent; the OAuth runner converts them (runtime/oauth/withOAuthTokens.ts).
    expect(result.wireOAuthTokens).toEqual(oauthTokens);
    await api.oauth.authenticate({ ...callback, mode: "no-signup" });
    await api.oauth.link(callback);
    await api.oauth.unlink({ provider: "github", subject: "42" });
    expect(result.isNewUser).toBe(true);
    expect(result.user.linkedAccounts[0]).toMatchObject({ type: "github_oauth", profilePictureUrl: null });
    expect(result.user.linkedAccounts[0]?.verifiedAt).toBeInstanceOf(Date);
    expect(result.user.linkedAccounts[1]).toMatchObject({ type: "telegram", telegramUserId: "777", firstName: "Tg" });
    expect(summary(calls)).toEqual([
      ["oauth/authenticate", callbackWire, null],
      ["oauth/authenticate", { ...callbackWire, mode: "no-signup" }, null],
      ["oauth/link", callbackWire, "Bearer tok"],
      ["oauth/unlink", { provider: "github", subject: "42" }, "Bearer tok"],
    ]);
  });

  it("telegram sends widget data or Mini App initData, and unlinks by user id", async () => {
    const { api, calls } = client([{ body: authBody }, { body: authBody }, { body: wireUser }, { body: wireUser }]);
    const widget = { id: 777, first_name: "Tg", auth_date: 1_700_000_000, hash: "ab" };
    await api.telegram.authenticate({ telegramAuthResult: widget });
    await api.telegram.authenticate({ telegramWebAppData: "query_id=1&hash=ab", mode: "no-signup" });
    await api.telegram.link({ telegramAuthResult: widget });
    await api.telegram.unlink({ telegramUserId: "777" });
    expect(summary(calls)).toEqual([
      ["telegram/authenticate", { telegram_auth_result: widget }, null],
      ["telegram/authenticate", { telegram_web_app_data: "query_id=1&hash=ab", mode: "no-signup" }, null],
      ["telegram/link", { telegram_auth_result: widget }, "Bearer tok"],
      ["telegram/unlink", { telegram_user_id: "777" }, "Bearer tok"],
    ]);
  });

  it("passes the server's error code through as a FoyerError", async () => {
    const { api } = client([{ status: 400, body: { error: "Unexpected auth flow.", code: "oauth_unexpected" } }]);
    await expect(api.oauth.authenticate(callback)).rejects.toMatchObject({ code: "oauth_unexpected" });
  });
});
