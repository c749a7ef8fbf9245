import { CODE_RESEND_COOLDOWN_MS, errorDetails, FoyerError } from "@foyer/core";
import type { FrameServerApi } from "./FrameServerApi.ts";

/** Texts of spec 001 §8 "MFA errors" (the same the modal's MFA screens show). */
export const EXPORT_MFA_TEXTS = {
  title: "Verify your identity",
  smsText: "Enter the code sent to your phone ending in {hint}.",
  invalidCode: "Missing or invalid MFA code.",
  timeout: "MFA verification timed out.",
  maxAttempts: "Maximum MFA attempts reached. Request a new code.",
  canceled: "MFA canceled",
  rateLimited: "Too many requests (429). Try again later.",
  notNumeric: "Code should be numeric",
  // Not in the spec (it has no export-page MFA): said plainly, with what to do instead.
  passkeyUnavailable:
    "This browser cannot use your passkey inside the export window. Add SMS verification in the app, then export again.",
  noMethod: "This app asks for a second verification before export. Add SMS or a passkey in the app first.",
} as const;

/** What the export page can offer the user once it knows the enrolled methods. */
export interface ExportMfaChoice {
  /** The last digits of the enrolled number (a code was just sent there), or null without SMS. */
  smsHint: string | null;
  passkey: boolean;
}

/** A WebAuthn `get` of the page (the browser's, behind @simplewebauthn/browser); tests pass their own. */
export type GetPasskeyAssertion = (options: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * MFA run by the export page itself, on the wallet origin, when the app forces MFA (issue 7): the code is
 * sent to the enrolled number and typed on this page, a passkey is asked for from this page, and the MFA
 * token it earns stays here. The host page sees neither code nor token.
 *
 * @example const mfa = createExportMfa({ api, accessToken, hostOrigin, getAssertion }); const choice = await mfa.start();
 */
export function createExportMfa(options: {
  api: FrameServerApi;
  accessToken: string;
  /** Origin of the page that framed this one (the passkey's relying party), when the browser tells it. */
  hostOrigin: string | null;
  getAssertion: GetPasskeyAssertion;
}) {
  const { api, accessToken } = options;
  const sendCode = () =>
    api.sendMfaSms(accessToken).catch((error: unknown) => {
      // Reopened within the resend cooldown: the code sent moments ago is still the one to enter.
      if (!isResendCooldown(error)) throw error;
    });
  return {
    /** Learns the enrolled methods and, with SMS, sends the code. Throws when there is nothing to verify with. */
    async start(): Promise<ExportMfaChoice> {
      const methods = await api.listMfaMethods(accessToken);
      const sms = methods.find((m) => m.method === "sms");
      const passkey = methods.some((m) => m.method === "passkey");
      if (!sms && !passkey) throw new Error(EXPORT_MFA_TEXTS.noMethod);
      if (sms) await sendCode();
      return { smsHint: sms ? sms.hint.replace(/\D/g, "") : null, passkey };
    },
    /** Sends a new code to the enrolled number. */
    resend: sendCode,
    /** Verifies the six-digit code; answers the MFA token. */
    async verifySms(code: string): Promise<string> {
      if (!/^\d{6}$/.test(code))
        throw new Error(/^\d*$/.test(code) ? EXPORT_MFA_TEXTS.invalidCode : EXPORT_MFA_TEXTS.notNumeric);
      return api.verifyMfa(accessToken, { method: "sms", code, hostOrigin: null });
    },
    /**
     * Asks for an enrolled passkey from this page. The passkey belongs to the host page's site: a browser
     * that will not use it from the wallet origin (another site, or a frame not allowed WebAuthn) is told
     * apart from a user who cancels.
     */
    async verifyPasskey(): Promise<string> {
      if (!options.hostOrigin) throw new Error(EXPORT_MFA_TEXTS.passkeyUnavailable);
      const request = await api.mfaPasskeyOptions(accessToken, options.hostOrigin);
      let passkeyResponse: Record<string, unknown>;
      try {
        passkeyResponse = await options.getAssertion(request);
      } catch (error) {
        throw new Error(isBrowserRefusal(error) ? EXPORT_MFA_TEXTS.passkeyUnavailable : EXPORT_MFA_TEXTS.canceled, {
          cause: error,
        });
      }
      return api.verifyMfa(accessToken, { method: "passkey", passkeyResponse, hostOrigin: options.hostOrigin });
    },
  };
}

/** What the export page shows for a failed MFA step. */
export function exportMfaErrorText(error: unknown): string {
  if (error instanceof FoyerError) {
    if ((error.details as { reason?: unknown } | undefined)?.reason === "max_attempts_reached")
      return EXPORT_MFA_TEXTS.maxAttempts;
    if (error.code === "too_many_requests") return EXPORT_MFA_TEXTS.rateLimited;
    if (error.code === "missing_or_invalid_mfa") return EXPORT_MFA_TEXTS.invalidCode;
    if (error.code === "client_request_timeout") return EXPORT_MFA_TEXTS.timeout;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A refused send that is only the 30 s resend cooldown (a longer wait is a real 429). */
function isResendCooldown(error: unknown): boolean {
  if (!(error instanceof FoyerError)) return false;
  const seconds = errorDetails(error, "too_many_requests")?.retry_after;
  return typeof seconds === "number" && seconds > 0 && seconds * 1000 <= CODE_RESEND_COOLDOWN_MS;
}

/**
 * The browser would not run the ceremony here (as opposed to the user cancelling): no WebAuthn, a relying
 * party that is not this origin's site (SecurityError), or a frame without the publickey-credentials-get
 * permission (a NotAllowedError that names the feature or permissions policy).
 */
function isBrowserRefusal(error: unknown): boolean {
  const cause = error instanceof Error && error.name === "Error" && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return false;
  if (cause.name === "SecurityError" || cause.name === "NotSupportedError") return true;
  if (cause.name === "NotAllowedError") return /feature|permission|policy/i.test(cause.message);
  return /not support|unavailable|relying party|RP ID|rpId/i.test(cause.message);
}
