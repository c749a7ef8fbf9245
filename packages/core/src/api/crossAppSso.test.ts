import { describe, expect, it } from "vitest";
import { fakeApiClient as client, callSummary as summary } from "../testing/fakeApiClient.ts";
import type { WireUser } from "./wire.ts";

const times = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_100 };
const wireUser: WireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    {
      type: "cross_app",
      subject: "provider-user-1",
      provider_app_id: "wallet-app",
      embedded_wallets: [{ address: "0xabc" }],
      smart_wallets: [],
      ...times,
    },
    { type: "sso", issuer: "https://idp.example", subject: "s-1", email: "a@acme.example", name: "A", ...times },
  ],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};
const authBody = { user: wireUser, token: "access-1", refresh_token: "refresh-1", is_new_user: true };

describe("crossApp and sso API groups", () => {
  it("crossApp: details (GET), init, authenticate, link, unlink with the wire names", async () => {
    const { api, calls } = client([
      { body: { name: "Acme Wallet", icon_url: null } },
      { body: { url: "http://api.test/apps/wallet-app/cross-app/authorize?x" } },
      { body: authBody },
      { body: wireUser },
      { body: wireUser },
    ]);
    expect(await api.crossApp.details("wallet-app")).toEqual({ name: "Acme Wallet", iconUrl: null });
    await api.crossApp.init({ providerAppId: "wallet-app", codeChallenge: "ch", stateCode: "st" });
    const result = await api.crossApp.authenticate({
      code: "c",
      stateCode: "st",
      codeVerifier: "v",
      mode: "no-signup",
    });
    expect(result.user.linkedAccounts[0]).toMatchObject({
      type: "cross_app",
      providerAppId: "wallet-app",
      embeddedWallets: [{ address: "0xabc" }],
    });
    await api.crossApp.link({ code: "c", stateCode: "st", codeVerifier: "v" });
    await api.crossApp.unlink({ subject: "provider-user-1" });
    expect(calls[0]?.method).toBe("GET");
    expect(summary(calls).slice(1)).toEqual([
      ["cross-app/init", { provider_app_id: "wallet-app", code_challenge: "ch", state_code: "st" }, null],
      ["cross-app/authenticate", { code: "c", state_code: "st", code_verifier: "v", mode: "no-signup" }, null],
      ["cross-app/link", { code: "c", state_code: "st", code_verifier: "v" }, "Bearer tok"],
      ["cross-app/unlink", { subject: "provider-user-1" }, "Bearer tok"],
    ]);
  });

  it("sso: init (email only when given), authenticate, link, unlink", async () => {
    const { api, calls } = client([
      { body: { url: "https://idp.example/auth" } },
      { body: { url: "https://idp.example/auth" } },
      { body: authBody },
      { body: wireUser },
      { body: wireUser },
    ]);
    await api.sso.init({ redirectTo: "https://app/", codeChallenge: "ch", stateCode: "st" });
    await api.sso.init({ redirectTo: "https://app/", codeChallenge: "ch", stateCode: "st", email: "a@acme.example" });
    const result = await api.sso.authenticate({ authorizationCode: "c", stateCode: "st", codeVerifier: "v" });
    expect(result.user.linkedAccounts[1]).toMatchObject({ type: "sso", issuer: "https://idp.example", subject: "s-1" });
    await api.sso.link({ authorizationCode: "c", stateCode: "st", codeVerifier: "v" });
    await api.sso.unlink({ issuer: "https://idp.example", subject: "s-1" });
    expect(summary(calls)).toEqual([
      ["sso/init", { redirect_to: "https://app/", code_challenge: "ch", state_code: "st" }, null],
      [
        "sso/init",
        { redirect_to: "https://app/", code_challenge: "ch", state_code: "st", email: "a@acme.example" },
        null,
      ],
      ["sso/authenticate", { authorization_code: "c", state_code: "st", code_verifier: "v" }, null],
      ["sso/link", { authorization_code: "c", state_code: "st", code_verifier: "v" }, "Bearer tok"],
      ["sso/unlink", { issuer: "https://idp.example", subject: "s-1" }, "Bearer tok"],
    ]);
  });
});
