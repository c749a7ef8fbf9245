import { CODE_RESEND_COOLDOWN_MS } from "../../constants.ts";
import { errorDetails } from "../../errors/ErrorDetails.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * Whether a refused code send is only the 30 s resend cooldown (a code went out moments ago, e.g. on an
 * MFA screen the user closed and reopened): that code is still the valid one, so the screen asks for it
 * instead of showing a rate-limit error. A longer wait (a locked destination, a send cap) is a real 429.
 *
 * @example isResendCooldown({ code: "too_many_requests", message: "", status: 429, details: { retry_after: 12 } }) // true
 */
export function isResendCooldown(error: FlowError): boolean {
  const seconds = errorDetails(error, "too_many_requests")?.retry_after;
  return typeof seconds === "number" && seconds > 0 && seconds * 1000 <= CODE_RESEND_COOLDOWN_MS;
}

/** The server's answer once a code took its 5th wrong try (wallet-proxy type mfa_verification_max_attempts_reached). */
export function isMfaMaxAttempts(error: FlowError | null): boolean {
  return errorDetails(error, "missing_or_invalid_mfa")?.reason === "max_attempts_reached";
}
