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

/** The part of a FoyerError the flows need; keeps the machines free of class instances. */
export interface FlowError {
  code: FoyerErrorCode;
  message: string;
  status: number | null;
  details?: Record<string, unknown>;
}

// The two below live beside the class rather than in runtime/: the start-up code's chunk carries FoyerError, so they
// ride there (about 70 B) instead of in a chunk of their own that every login and flow fetched (issue 19).

/** Any thrown value as a FoyerError (unknown failures become `unknown_auth_error`). */
export function toFoyerError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error;
  return new FoyerError("unknown_auth_error", undefined, { cause: error });
}

/** The plain-data view of an error that the flow machines consume. */
export function toFlowError(error: unknown): FlowError {
  const e = toFoyerError(error);
  return { code: e.code, message: e.shortMessage, status: e.status, details: e.details };
}
