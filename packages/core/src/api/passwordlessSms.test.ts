import { describe, expect, it } from "vitest";
import {
  authBodyFixture,
  fakeApiClient as client,
  callSummary as summary,
  wireUserFixture,
} from "../testing/fakeApiClient.ts";

const wireUser = wireUserFixture;
const authBody = authBodyFixture;

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
