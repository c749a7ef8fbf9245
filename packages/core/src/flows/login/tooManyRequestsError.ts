import { type FlowError, retryAfterSeconds } from "../codeEntry/codeEntryMachine.ts";
import type { EmailFormError } from "./loginTypes.ts";

/**
 * The inline "Too many requests" error of the email and phone forms, carrying the server's wait (seconds,
 * from Retry-After) so the screen can count it down and re-enable Submit at zero.
 *
 * @example tooManyRequestsError({ code: "too_many_requests", message: "", status: 429, details: { retry_after: 12 } })
 * // { kind: "too_many_requests", retryAfter: 12 }
 */
export function tooManyRequestsError(error: FlowError): EmailFormError {
  const seconds = retryAfterSeconds(error);
  return seconds ? { kind: "too_many_requests", retryAfter: seconds } : { kind: "too_many_requests" };
}
