import { FoyerError, type WalletFrameErrorBody, type WalletProxyErrorType } from "@foyer/core";
import { FrameOpError } from "./FrameOpError.ts";
import { ShareMismatchError } from "./keyShares.ts";

/**
 * The wallet-proxy type of a server MFA refusal (spec 001 §3, §8 "MFA errors: timeout, missing or invalid
 * code, max attempts reached"): the server says which in `reason`. Each keeps the code missing_or_invalid_mfa,
 * so the host asks for MFA again whichever it was.
 */
function mfaErrorType(error: FoyerError): WalletProxyErrorType {
  const reason = error.details?.reason;
  if (reason === "expired") return "mfa_timeout";
  if (reason === "max_attempts_reached") return "mfa_verification_max_attempts_reached";
  return "missing_or_invalid_mfa";
}

/**
 * What the frame answers the host for an operation that threw: its own refusals as raised, a server error
 * with its code and message, anything else as the generic 'An error has occurred, please try again.'.
 *
 * @example toFrameErrorBody(new FoyerError("missing_or_invalid_mfa", undefined, { details: { reason: "expired" } })).type // "mfa_timeout"
 */
export function toFrameErrorBody(error: unknown): WalletFrameErrorBody {
  if (error instanceof FrameOpError) return error.body;
  if (error instanceof ShareMismatchError) {
    return { type: "error", code: "unknown_embedded_wallet_error", message: "Unable to recover wallet" };
  }
  if (error instanceof FoyerError) {
    return {
      type: error.code === "missing_or_invalid_mfa" ? mfaErrorType(error) : "error",
      code: error.code,
      message: error.shortMessage,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  return { type: "error", code: "unknown_embedded_wallet_error", message: "An error has occurred, please try again." };
}
