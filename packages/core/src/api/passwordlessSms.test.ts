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

describe("passwordlessSms", () => {
  it("init / authenticate: snake_case bodies, channel and mode only when given, no token", async () => {
    const { api, calls, getAccessToken } = client([
      { status: 204 },
      { status: 204 },
      { body: authBody },
      { body: authBody },
    ]);
    await api.passwordlessSms.init({ phoneNumber: "+14155552671" });
    await api.passwordlessSms.init({ phoneNumber: "+14155552671", channel: "whatsapp" });
    const result = await api.passwordlessSms.authenticate({ phoneNumber: "+14155552671", code: "123456" });
    await api.passwordlessSms.authenticate({ phoneNumber: "+14155552671", code: "123456", mode: "no-signup" });
    expect(summary(calls)).toEqual([
      ["passwordless_sms/init", { phone_number: "+14155552671" }, null],
      ["passwordless_sms/init", { phone_number: "+14155552671", channel: "whatsapp" }, null],
      ["passwordless_sms/authenticate", { phone_number: "+14155552671", code: "123456" }, null],
      ["passwordless_sms/authenticate", { phone_number: "+14155552671", code: "123456", mode: "no-signup" }, null],
    ]);
    expect(getAccessToken).not.toHaveBeenCalled();
    expect(result.user.phone?.number).toBe("+14155552671");
    expect(result.user.linkedAccounts[1]).toEqual({
      type: "passkey",
      credentialId: "cred-1",
      authenticatorName: null,
      enrolledInMfa: false,
      verifiedAt: new Date(1_700_000_000_000),
      firstVerifiedAt: new Date(1_700_000_000_000),
      latestVerifiedAt: new Date(1_700_000_100_000),
    });
    expect(result.user.linkedAccounts[2]).toMatchObject({ customUserId: "acme-7", customAccountType: "custom:acme" });
  });

  it("link / unlink / update: authenticated, answer the user", async () => {
    const { api, calls } = client(() => ({ body: wireUser }));
    await api.passwordlessSms.link({ phoneNumber: "+1", code: "111111" });
    await api.passwordlessSms.unlink({ phoneNumber: "+1" });
    const user = await api.passwordlessSms.update({ oldPhoneNumber: "+1", newPhoneNumber: "+2", code: "222222" });
    expect(user.id).toBe("u1");
    expect(summary(calls)).toEqual([
      ["passwordless_sms/link", { phone_number: "+1", code: "111111" }, "Bearer tok"],
      ["passwordless_sms/unlink", { phone_number: "+1" }, "Bearer tok"],
      ["passwordless_sms/update", { old_phone_number: "+1", new_phone_number: "+2", code: "222222" }, "Bearer tok"],
    ]);
  });
});
