import { FoyerError } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { createExportMfa, EXPORT_MFA_TEXTS, exportMfaErrorText } from "./createExportMfa.ts";
import type { MfaMethodHint } from "./FrameServerApi.ts";
import { FAKE_MFA_CODE, fakeFrameServerApi } from "./testing/fakeFrameServerApi.ts";

const HOST = "http://host.test";

function setup(
  methods: MfaMethodHint[],
  getAssertion = () => Promise.resolve({ id: "cred" } as Record<string, unknown>),
) {
  const server = fakeFrameServerApi("token", { mfaRequired: true, methods });
  const mfa = createExportMfa({ api: server.api, accessToken: "token", hostOrigin: HOST, getAssertion });
  return { server, mfa };
}

describe("createExportMfa", () => {
  it("sends the SMS code to the enrolled number once it knows there is one, and resends on demand", async () => {
    const { server, mfa } = setup([{ method: "sms", hint: "•••0188" }]);
    expect(await mfa.start()).toEqual({ smsHint: "0188", passkey: false });
    expect(server.smsSent).toHaveLength(1);
    await mfa.resend();
    expect(server.smsSent).toHaveLength(2);
  });

  it("checks the code's form before asking the server, and maps a wrong code to the spec's text", async () => {
    const { mfa } = setup([{ method: "sms", hint: "•••0188" }]);
    await expect(mfa.verifySms("12ab56")).rejects.toThrow(EXPORT_MFA_TEXTS.notNumeric);
    await expect(mfa.verifySms("123")).rejects.toThrow(EXPORT_MFA_TEXTS.invalidCode);
    const wrong = await mfa.verifySms("000000").catch((e: unknown) => e);
    expect(exportMfaErrorText(wrong)).toBe("Missing or invalid MFA code.");
    expect(await mfa.verifySms(FAKE_MFA_CODE)).toBe("mfa-token");
  });

  it("treats a send refused by the 30 s cooldown as 'the last code still counts', a longer wait as a 429", async () => {
    const cooldown = setup([{ method: "sms", hint: "•••0188" }]);
    cooldown.server.api.sendMfaSms = () =>
      Promise.reject(new FoyerError("too_many_requests", undefined, { details: { retry_after: 20 } }));
    expect(await cooldown.mfa.start()).toEqual({ smsHint: "0188", passkey: false });
    const locked = setup([{ method: "sms", hint: "•••0188" }]);
    locked.server.api.sendMfaSms = () =>
      Promise.reject(new FoyerError("too_many_requests", undefined, { details: { retry_after: 900 } }));
    const error = await locked.mfa.start().catch((e: unknown) => e);
    expect(exportMfaErrorText(error)).toBe("Too many requests (429). Try again later.");
  });

  it("says so when nothing is enrolled (there is nothing to verify with on this page)", async () => {
    const { server, mfa } = setup([]);
    await expect(mfa.start()).rejects.toThrow(EXPORT_MFA_TEXTS.noMethod);
    expect(server.smsSent).toHaveLength(0);
  });

  it("verifies with a passkey of the host page's relying party", async () => {
    const { server, mfa } = setup([{ method: "passkey", hint: "cred" }]);
    expect(await mfa.start()).toEqual({ smsHint: null, passkey: true });
    expect(server.smsSent).toHaveLength(0);
    expect(await mfa.verifyPasskey()).toBe("mfa-token");
    expect(server.passkeyOptionsFor).toEqual([HOST]);
  });

  it("tells a browser that cannot use the passkey here apart from a user who cancels", async () => {
    const refusal = (name: string, message: string) => () =>
      Promise.reject(Object.assign(new Error(message), { name }));
    const wrongSite = setup([{ method: "passkey", hint: "c" }], refusal("SecurityError", "The RP ID is invalid"));
    await expect(wrongSite.mfa.verifyPasskey()).rejects.toThrow(EXPORT_MFA_TEXTS.passkeyUnavailable);
    const policy = setup(
      [{ method: "passkey", hint: "c" }],
      refusal("NotAllowedError", "The 'publickey-credentials-get' feature is not enabled in this document."),
    );
    await expect(policy.mfa.verifyPasskey()).rejects.toThrow(EXPORT_MFA_TEXTS.passkeyUnavailable);
    const cancelled = setup(
      [{ method: "passkey", hint: "c" }],
      refusal("NotAllowedError", "The operation either timed out or was not allowed."),
    );
    await expect(cancelled.mfa.verifyPasskey()).rejects.toThrow("MFA canceled");
    const noHost = createExportMfa({
      api: wrongSite.server.api,
      accessToken: "token",
      hostOrigin: null,
      getAssertion: () => Promise.resolve({}),
    });
    await expect(noHost.verifyPasskey()).rejects.toThrow(EXPORT_MFA_TEXTS.passkeyUnavailable);
  });
});
