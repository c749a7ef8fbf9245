import { FoyerError } from "@foyer/core";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** Largest JSON body any /api/v1 route accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The caps every /api/v1 body passes before any route reads it (a larger one: 400 invalid_data). */
export function bodyLimits(): MiddlewareHandler[] {
  return [
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(new FoyerError("invalid_data", "Request body too large.").toJSON(), 400),
    }),
  ];
}
