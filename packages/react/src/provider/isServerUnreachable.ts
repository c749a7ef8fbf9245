import { FoyerError } from "@foyer/core/errors";

/**
 * Whether a failed call never reached a Foyer server: the request itself failed (the API client wraps the
 * fetch failure as its `cause`), or a gateway in front answered that the server is down (502, 503, 504).
 * A Foyer server's own refusal (e.g. an unknown app id) is not this: the server is there and said no.
 *
 * @example isServerUnreachable(new FoyerError("unknown_auth_error", "Network request failed", { cause: new TypeError("fetch failed") })) // true
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof FoyerError)) return true;
  if (error.cause !== undefined) return true;
  return error.status === 502 || error.status === 503 || error.status === 504;
}
