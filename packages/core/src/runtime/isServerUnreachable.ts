/**
 * Whether a failed call never reached a Foyer server: the request itself failed (the API client wraps the
 * fetch failure as its `cause`), or a gateway in front answered that the server is down (502, 503, 504).
 * A Foyer server's own refusal (e.g. an unknown app id) is not this: the server is there and said no.
 *
 * The check is on FoyerError's shape (a `code`, an optional `status` and `cause`) rather than `instanceof`:
 * this runs at every page's start-up, and importing the errors entry here costs the page a chunk of its own.
 *
 * @example isServerUnreachable(new FoyerError("unknown_auth_error", "Network request failed", { cause: new TypeError("fetch failed") })) // true
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!isFoyerErrorShaped(error)) return true;
  if (error.cause !== undefined) return true;
  return error.status === 502 || error.status === 503 || error.status === 504;
}

function isFoyerErrorShaped(error: unknown): error is { code: string; status?: number; cause?: unknown } {
  return (
    error instanceof Error && error.name === "FoyerError" && typeof (error as { code?: unknown }).code === "string"
  );
}
