import { describe, expect, it } from "vitest";
import { fakeApiClient as client } from "../testing/fakeApiClient.ts";

describe("mfa", () => {
  it("sends snake_case bodies with the session, and the MFA token header only where given", async () => {
    const { api, calls } = client([
      { body: { success: true } },
      { body: { mfa_methods: ["sms"] } },
      { body: { token: "mfa-1" } },
      { body: { mfa_methods: [] } },
      { body: { options: { challenge: "c" } } },
    ]);
    await api.mfa.smsInit({ phoneNumber: "+14155552671" });
    expect(await api.mfa.smsEnroll({ phoneNumber: "+14155552671", code: "123456" })).toEqual(["sms"]);
    expect(await api.mfa.verify({ method: "sms", code: "654321" })).toBe("mfa-1");
    expect(await api.mfa.unenroll({ method: "sms", mfaToken: "mfa-1" })).toEqual([]);
    expect(await api.mfa.passkeyInit({ purpose: "verify" })).toEqual({ challenge: "c" });
    expect(calls.map((c) => [c.url.replace(/^.*\/api\/v1\//, ""), c.body])).toEqual([
      ["mfa/passwordless_sms/init", { phone_number: "+14155552671" }],
      ["mfa/passwordless_sms/enroll", { phone_number: "+14155552671", code: "123456" }],
      ["mfa/verify", { method: "sms", code: "654321" }],
      ["mfa/unenroll", { method: "sms" }],
      ["mfa/passkeys/init", { purpose: "verify" }],
    ]);
    expect(calls.every((c) => c.headers.authorization?.startsWith("Bearer "))).toBe(true);
    expect(calls[1]?.headers["foyer-mfa-token"]).toBeUndefined();
    expect(calls[3]?.headers["foyer-mfa-token"]).toBe("mfa-1");
  });
});

describe("recoveryOAuth", () => {
  it("init, init_icloud and authenticate follow spec 001 §7", async () => {
    const { api, calls } = client([
      { body: { url: "https://accounts.example/auth" } },
      { body: { url: "https://icloud.example/auth" } },
      { body: { access_token: "drive-token" } },
    ]);
    await api.recoveryOAuth.init({ redirectTo: "https://app.example/cb", codeChallenge: "ch", stateCode: "st" });
    await api.recoveryOAuth.initIcloud();
    expect(
      await api.recoveryOAuth.authenticate({
        authorizationCode: "code",
        stateCode: "st",
        codeVerifier: "v",
        provider: "google-drive",
      }),
    ).toEqual({ accessToken: "drive-token" });
    expect(calls.map((c) => [c.url.replace(/^.*\/api\/v1\//, ""), c.body])).toEqual([
      ["recovery/oauth/init", { redirect_to: "https://app.example/cb", code_challenge: "ch", state_code: "st" }],
      ["recovery/oauth/init_icloud", { client_type: "web" }],
      [
        "recovery/oauth/authenticate",
        { authorization_code: "code", state_code: "st", code_verifier: "v", provider: "google-drive" },
      ],
    ]);
  });
});
