import { errorCatalogue, type FoyerErrorCode, isFoyerErrorCode } from "./catalogue.ts";

/**
 * The one error type of Foyer, shared by server and clients.
 *
 * @example
 * throw new FoyerError("invalid_credentials");
 * if (err instanceof FoyerError && err.code === "too_many_requests") showRetryAfter(errorDetails(err, "too_many_requests")?.retry_after);
 */
export class FoyerError extends Error {
  readonly code: FoyerErrorCode;
  /** Short text fit for a screen; defaults to the catalogue message. */
  readonly shortMessage: string;
  /** Structured extras, typed per code by `errorDetails(error, code)` (e.g. `{ retry_after: 30 }`). */
  readonly details?: Record<string, unknown>;
  /** HTTP status when the error came from the server (or would be sent by it). */
  readonly status: number | null;
  readonly retryable: boolean;

  constructor(
    code: FoyerErrorCode,
    shortMessage?: string,
    options: { details?: Record<string, unknown>; cause?: unknown; status?: number } = {},
  ) {
    const entry = errorCatalogue[code];
    const message = shortMessage ?? entry.message;
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "FoyerError";
    this.code = code;
    this.shortMessage = message;
    this.details = options.details;
    this.status = options.status ?? entry.status;
    this.retryable = entry.retryable;
  }

  /** The wire envelope the server answers with. */
  toJSON(): { error: string; code: FoyerErrorCode } & Record<string, unknown> {
    return { error: this.shortMessage, code: this.code, ...(this.details ?? {}) };
  }

  /**
   * Rebuilds the typed error from a server answer `{ error, code, ...details }`.
   * An unknown or missing code becomes `unknown_auth_error` so callers always get a catalogue code.
   */
  static fromResponse(status: number, body: unknown): FoyerError {
    const record = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
    const { error, code, ...details } = record;
    const message = typeof error === "string" ? error : undefined;
    if (isFoyerErrorCode(code)) {
      return new FoyerError(code, message, { status, details: Object.keys(details).length ? details : undefined });
    }
    const fallback: FoyerErrorCode = status === 429 ? "too_many_requests" : "unknown_auth_error";
    return new FoyerError(fallback, message, { status });
  }
}
