import { errorDetails } from "../../errors/ErrorDetails.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { EmailFormError } from "./loginTypes.ts";

/**
 * The inline "Too many requests" error of the email and phone forms, carrying the server's wait (seconds,
 * from Retry-After) so the screen can count it down and re-enable Submit at zero.
 *
 * @example tooManyRequestsError({ code: "too_many_requests", message: "", status: 429, details: { retry_after: 12 } })
 * // { kind: "too_many_requests", retryAfter: 12 }
 */
export function tooManyRequestsError(error: FlowError): EmailFormError {
  const seconds = errorDetails(error, "too_many_requests")?.retry_after;
  return typeof seconds === "number" && seconds > 0
    ? { kind: "too_many_requests", retryAfter: Math.ceil(seconds) }
    : { kind: "too_many_requests" };
}
