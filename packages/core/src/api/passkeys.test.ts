import { describe, expect, it } from "vitest";
import { fakeApiClient as client, callSummary as summary } from "./fakeApiClient.ts";
import type { WireUser } from "./wire.ts";

const times = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_100 };
const wireUser: WireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    { type: "phone", number: "+14155552671", ...times },
    { type: "passkey", credential_id: "cred-1", authenticator_name: null, enrolled_in_mfa: false, ...times },
    { type: "custom_auth", custom_user_id: "acme-7", custom_account_type: "custom:acme", ...times },
  ],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};
const authBody = { user: wireUser, token: "access-1", refresh_token: "refresh-1", is_new_user: false };

describe("passkeys", () => {
  it("init calls unwrap { options }; register and authenticate sign in without a token", async () => {
    const options = { challenge: "abc", rp: { id: "app.example" } };
    const { api, calls } = client([
      { body: { options } },
      { body: authBody },
      { body: { options } },
      { body: authBody },
      { body: { options } },
    ]);
    const response = { id: "cred-1", response: {} };
    expect(await api.passkeys.registerInit({ userName: "Ada" })).toEqual(options);
    expect((await api.passkeys.register({ authenticatorResponse: response })).accessToken).toBe("access-1");
    expect(await api.passkeys.authenticateInit()).toEqual(options);
    await api.passkeys.authenticate({ authenticatorResponse: response, mode: "no-signup" });
    await api.passkeys.registerInit();
    expect(summary(calls)).toEqual([
      ["passkeys/register/init", { user_name: "Ada" }, null],
      ["passkeys/register", { authenticator_response: response }, null],
      ["passkeys/authenticate/init", {}, null],
      ["passkeys/authenticate", { authenticator_response: response, mode: "no-signup" }, null],
      ["passkeys/register/init", {}, null],
    ]);
  });

  it("link/init, link and unlink are authenticated", async () => {
    const { api, calls } = client([{ body: { options: { challenge: "x" } } }, { body: wireUser }, { body: wireUser }]);
    expect(await api.passkeys.linkInit()).toEqual({ challenge: "x" });
    await api.passkeys.link({ authenticatorResponse: { id: "c" } });
    await api.passkeys.unlink({ credentialId: "c" });
    expect(summary(calls)).toEqual([
      ["passkeys/link/init", {}, "Bearer tok"],
      ["passkeys/link", { authenticator_response: { id: "c" } }, "Bearer tok"],
      ["passkeys/unlink", { credential_id: "c" }, "Bearer tok"],
    ]);
  });

  it("maps cannot_link_more_of_type to a typed FoyerError with the server message", async () => {
    const { api } = client([
      { status: 400, body: { error: "Cannot link more passkeys to account.", code: "cannot_link_more_of_type" } },
    ]);
    await expect(api.passkeys.linkInit()).rejects.toMatchObject({
      code: "cannot_link_more_of_type",
      message: "Cannot link more passkeys to account.",
    });
  });
});
