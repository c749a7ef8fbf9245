import { FoyerError } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { createDeviceVerification, verifyErrorText } from "./createDeviceVerification.ts";
import type { DeviceMethods, FrameServerApi } from "./FrameServerApi.ts";
import { VERIFY_TEXTS } from "./readVerifyQuery.ts";

/** A server client whose answers the test picks; records what the page asked. */
function pageApi(methods: DeviceMethods, log: string[]): FrameServerApi {
  return {
    deviceMethods: async () => methods,
    walletPasskeyRequest: async () => ({ challenge: "req" }),
    verifyDevicePasskey: async (_t: string, _e: string, response: unknown) => {
      log.push(`verifyPasskey ${JSON.stringify(response)}`);
    },
    walletPasskeyCreation: async () => ({ challenge: "create" }),
    addWalletPasskey: async (_t: string, _e: string, response: unknown) => {
      log.push(`addPasskey ${JSON.stringify(response)}`);
    },
  } as unknown as FrameServerApi;
}

function page(methods: DeviceMethods, purpose: "verify" | "enrol" = "verify") {
  const log: string[] = [];
  const verification = createDeviceVerification({
    api: pageApi(methods, log),
    accessToken: "t",
    entropyId: "0xabc",
    purpose,
    calls: {
      sendCode: async () => {
        log.push("send");
        return methods.email ? { channel: "email", to: methods.email } : { channel: "sms", to: methods.phone ?? "" };
      },
      verifyCode: async (code, channel) => {
        log.push(`verify ${code} ${channel}`);
        if (code !== "123456") throw new FoyerError("invalid_credentials", "Invalid code");
      },
    },
    passkeys: {
      create: async (options) => ({ made: options.challenge }),
      get: async (options) => ({ signed: options.challenge }),
    },
  });
  return { verification, log };
}

/** The verification page's logic (verifyMain.ts draws it): which way the user verifies a new device. */
describe("createDeviceVerification", () => {
  it("sends an email code when the user has an email, and checks the code on that channel", async () => {
    const { verification, log } = page({ email: "d•••@example.com", phone: "•••2671", passkey: true });
    expect(await verification.start()).toEqual({
      step: "code",
      note: "To use your wallet on this device, enter the code we sent to d•••@example.com.",
      // This user also added a wallet-origin passkey: offered beside the code (here and on the export page).
      passkey: true,
    });
    await expect(verification.submitCode("000000")).rejects.toMatchObject({ code: "invalid_credentials" });
    await expect(verification.submitCode("12a456")).rejects.toThrow(VERIFY_TEXTS.notNumeric);
    expect(await verification.submitCode("123456")).toEqual({ step: "done", note: VERIFY_TEXTS.verified });
    expect(log).toEqual(["send", "verify 000000 email", "verify 123456 email"]);
  });

  it("sends an SMS code to a user with a phone and no email, and names the channel when checking", async () => {
    const { verification, log } = page({ email: null, phone: "•••2671", passkey: false });
    expect((await verification.start()).note).toBe(
      "To use your wallet on this device, enter the code we sent by text message to your phone number ending 2671.",
    );
    await verification.submitCode("123456");
    expect(log).toEqual(["send", "verify 123456 sms"]);
  });

  it("a user with a contact and a wallet-origin passkey may register with the passkey instead of the code", async () => {
    const { verification, log } = page({ email: "d•••@example.com", phone: null, passkey: true });
    expect((await verification.start()).step).toBe("code");
    expect(await verification.usePasskey()).toEqual({ step: "done", note: VERIFY_TEXTS.verified });
    expect(log).toEqual(["send", 'verifyPasskey {"signed":"req"}']);
  });

  it("offers the wallet-origin passkey to a user with neither, and registers with its assertion", async () => {
    const { verification, log } = page({ email: null, phone: null, passkey: true });
    expect(await verification.start()).toEqual({ step: "passkey", note: VERIFY_TEXTS.passkeyNote });
    expect(await verification.usePasskey()).toEqual({ step: "done", note: VERIFY_TEXTS.verified });
    expect(log).toEqual(['verifyPasskey {"signed":"req"}']);
  });

  it("says plainly when there is nothing to verify with, and sends nothing", async () => {
    const { verification, log } = page({ email: null, phone: null, passkey: false });
    expect(await verification.start()).toEqual({ step: "unavailable", note: VERIFY_TEXTS.unavailable });
    expect(log).toEqual([]);
  });

  it("enrol: offers to add a passkey and stores the one the browser made", async () => {
    const { verification, log } = page({ email: null, phone: null, passkey: false }, "enrol");
    expect(await verification.start()).toEqual({ step: "enrol", note: VERIFY_TEXTS.enrolNote });
    expect(await verification.addPasskey()).toEqual({ step: "done", note: VERIFY_TEXTS.passkeyAdded });
    expect(log).toEqual(['addPasskey {"made":"create"}']);
  });

  it("words a cancelled or refused WebAuthn prompt, and passes the server's messages through", () => {
    expect(verifyErrorText(Object.assign(new Error("x"), { name: "NotAllowedError" }))).toBe(
      VERIFY_TEXTS.passkeyCancelled,
    );
    expect(verifyErrorText(Object.assign(new Error("x"), { name: "SecurityError" }))).toBe(
      VERIFY_TEXTS.passkeyUnavailable,
    );
    expect(verifyErrorText(new FoyerError("invalid_credentials", "The passkey could not be verified."))).toBe(
      "The passkey could not be verified.",
    );
  });
});
