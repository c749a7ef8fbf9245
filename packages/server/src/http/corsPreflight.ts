import type { MiddlewareHandler } from "hono";

export const ALLOWED_HEADERS = "foyer-app-id, authorization, content-type, foyer-client-id, foyer-client";
export const EXPOSED_HEADERS = "Retry-After";

/**
 * Answers CORS preflights for /api/v1. A preflight carries no `foyer-app-id` value, so it cannot be
 * matched to an app; it is answered for any origin and the actual request is then checked against the
 * app's allowed origins by `requireApp` (rejected before any side effect, and without CORS headers).
 */
export const corsPreflight: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("origin");
  if (c.req.method !== "OPTIONS" || !origin) return next();
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      "Access-Control-Allow-Headers": ALLOWED_HEADERS,
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    },
  });
};
