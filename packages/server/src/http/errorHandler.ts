import { FoyerError } from "@foyer/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../Logger.ts";
import { UnknownKeyError } from "../security/EnvelopeCipher.ts";
import { createUnknownKeyAnswer } from "./unknownKeyErrors.ts";

/**
 * The global onError: a FoyerError becomes its wire envelope `{error, code, ...details}` with the
 * catalogue status; a value sealed under a master key this server lacks is a 503 (unknownKeyErrors.ts);
 * anything else is a bug, logged and answered 500 unknown_auth_error without details.
 */
export function createErrorHandler(logger: Logger) {
  const unknownKey = createUnknownKeyAnswer(logger);
  return (error: Error, c: Context): Response => {
    let foyerError: FoyerError;
    if (error instanceof FoyerError) {
      foyerError = error;
    } else if (error instanceof UnknownKeyError) {
      foyerError = unknownKey(error);
    } else if (error instanceof HTTPException && error.status < 500) {
      // Hono raises these for malformed input it parses itself (e.g. a bad JSON body).
      foyerError = new FoyerError("invalid_data", undefined, { status: 400 });
    } else {
      logger.error("unexpected error", { error: error.stack ?? String(error), path: c.req.path });
      foyerError = new FoyerError("unknown_auth_error");
    }
    const retryAfter = foyerError.details?.retry_after;
    if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
    return c.json(foyerError.toJSON(), (foyerError.status ?? 500) as ContentfulStatusCode);
  };
}
