import type { FoyerErrorCode } from "./catalogue.ts";

/** One field the server refused, as invalid_data names it (`path` is dotted, "" for the whole body). */
export interface InvalidDataIssue {
  path: string;
  message: string;
}

/**
 * The `details` each error code may carry on the wire, one spelling (snake_case, as every wire field):
 * the server sends them next to `error` and `code`, FoyerError.fromResponse puts them in `details`, and
 * readers take them through `errorDetails(error, code)`. A code absent here carries no details. The
 * server's OpenAPI document describes the same shapes (packages/server/src/http/errorDetailsSchemas.ts,
 * checked against this type at compile time).
 */
export interface ErrorDetailsByCode {
  /** Seconds to wait, when known (also the Retry-After header; the client copies that header here). */
  too_many_requests: { retry_after?: number };
  invalid_data: { issues?: InvalidDataIssue[] };
  /** What the 409's `link` would move to this user (spec 000 §7); the nonce redeems it. */
  account_transfer_required: {
    nonce: string;
    account: { type: string; address: string; subject: string };
    display_name: string;
    embedded_wallet_address: string | null;
  };
  /** `unsupported_region` names an SMS region the app (or Twilio) refuses. */
  not_supported: { reason?: "unsupported_region"; region?: string };
  /** `code_expired`: the one-time code is used, expired or killed by wrong tries; only a new code helps. */
  invalid_credentials: { reason?: "code_expired" };
  /** `max_attempts_reached`: the code took its 5th wrong try; only a new code helps. */
  missing_or_invalid_mfa: { reason?: "max_attempts_reached" };
}

/** The details type of one code (an empty object for codes that carry none). */
export type ErrorDetails<Code extends FoyerErrorCode> = Code extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[Code]
  : Record<string, never>;

/**
 * The typed details of an error when it has that code, else undefined. The wire is not trusted to be
 * complete, so fields stay as optional as the type says; callers still check values they compute with.
 *
 * @example
 * const wait = errorDetails(error, "too_many_requests")?.retry_after;
 */
export function errorDetails<Code extends FoyerErrorCode>(
  error: { code: FoyerErrorCode; details?: Record<string, unknown> } | null | undefined,
  code: Code,
): Partial<ErrorDetails<Code>> | undefined {
  if (!error || error.code !== code) return undefined;
  return (error.details ?? {}) as Partial<ErrorDetails<Code>>;
}
