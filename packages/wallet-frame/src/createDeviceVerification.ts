import type { DeviceCodeChannel, DeviceCodeSent, FrameServerApi } from "./FrameServerApi.ts";
import { VERIFY_TEXTS } from "./readVerifyQuery.ts";

/** A WebAuthn ceremony of the page (the browser's, behind @simplewebauthn/browser); tests pass their own. */
export interface PasskeyCeremonies {
  create(options: Record<string, unknown>): Promise<unknown>;
  get(options: Record<string, unknown>): Promise<unknown>;
}

/** What the verification page shows next. */
export type VerifyStep =
  /** A code was sent: six boxes, and 'Resend code'; `passkey`: the user's wallet-origin passkey is offered too. */
  | { step: "code"; note: string; passkey?: true }
  /** The user added a passkey on the wallet origin: one button that asks for it. */
  | { step: "passkey"; note: string }
  /** A registered device offering to add such a passkey (users with neither email nor phone). */
  | { step: "enrol"; note: string }
  /** Nothing to verify with: says what the user can do instead. */
  | { step: "unavailable"; note: string }
  /** Finished: the page tells its parent. */
  | { step: "done"; note: string };

/** Device calls the page runs with the hidden frame's key when a hidden frame answers (deviceChannel.ts). */
export interface DeviceCalls {
  sendCode(channel?: DeviceCodeChannel): Promise<DeviceCodeSent>;
  verifyCode(code: string, channel: DeviceCodeChannel): Promise<void>;
}

/**
 * The wallet origin's verification page without its DOM (verifyMain.ts draws it): which way this user
 * verifies a new device (email or SMS code, else a passkey they added on the wallet origin, else nothing,
 * said plainly), and, with `purpose: "enrol"`, adding that passkey from a registered device. `api` signs its
 * requests with the hidden frame's key (channelProver), so what registers is the key that fetches shares.
 *
 * @example const page = createDeviceVerification({ api, calls, accessToken, entropyId, purpose: "verify", passkeys });
 * render(await page.start());
 */
export function createDeviceVerification(options: {
  api: FrameServerApi;
  calls: DeviceCalls;
  accessToken: string;
  entropyId: string;
  purpose: "verify" | "enrol";
  passkeys: PasskeyCeremonies;
}) {
  const { api, calls, accessToken, entropyId } = options;
  /** The channel the last code went by: the check names the same one. */
  let channel: DeviceCodeChannel = "email";

  /** Whether the user added a wallet-origin passkey (start() learns it): offered beside the code. */
  let passkey = false;
  async function sendCode(): Promise<VerifyStep> {
    const sent = await calls.sendCode();
    channel = sent.channel;
    return { step: "code", note: VERIFY_TEXTS.enterCode(sent), ...(passkey ? { passkey: true as const } : {}) };
  }

  return {
    /** The first step: a code sent, the passkey button, the enrol offer, or why nothing can be done here. */
    async start(): Promise<VerifyStep> {
      if (options.purpose === "enrol") return { step: "enrol", note: VERIFY_TEXTS.enrolNote };
      const methods = await api.deviceMethods(accessToken, entropyId);
      // A user who added a contact after their passkey may use either (the export page offers both too).
      passkey = methods.passkey;
      if (methods.email || methods.phone) return sendCode();
      if (methods.passkey) return { step: "passkey", note: VERIFY_TEXTS.passkeyNote };
      return { step: "unavailable", note: methods.pending ? VERIFY_TEXTS.contactTooNew : VERIFY_TEXTS.unavailable };
    },
    /** Sends a new code (same channel choice as the first). */
    resend: sendCode,
    /** Checks a six-digit code; throws the server's refusal (the page shows it and clears the boxes). */
    async submitCode(code: string): Promise<VerifyStep> {
      if (!/^\d{6}$/.test(code)) throw new Error(VERIFY_TEXTS.notNumeric);
      await calls.verifyCode(code, channel);
      return { step: "done", note: VERIFY_TEXTS.verified };
    },
    /** Asks for the user's wallet-origin passkey and registers this device with the assertion. */
    async usePasskey(): Promise<VerifyStep> {
      const request = await api.walletPasskeyRequest(accessToken, entropyId);
      const assertion = await options.passkeys.get(request);
      await api.verifyDevicePasskey(accessToken, entropyId, assertion);
      return { step: "done", note: VERIFY_TEXTS.verified };
    },
    /** Makes a passkey on the wallet origin for this user (this device is registered for the wallet). */
    async addPasskey(): Promise<VerifyStep> {
      const creation = await api.walletPasskeyCreation(accessToken, entropyId);
      const credential = await options.passkeys.create(creation);
      await api.addWalletPasskey(accessToken, entropyId, credential);
      return { step: "done", note: VERIFY_TEXTS.passkeyAdded };
    },
  };
}

/** The page's refusal text: a cancelled or refused WebAuthn prompt is said plainly, the rest as the server put it. */
export function verifyErrorText(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return VERIFY_TEXTS.passkeyCancelled;
  if (name === "SecurityError") return VERIFY_TEXTS.passkeyUnavailable;
  return error instanceof Error ? error.message : String(error);
}
