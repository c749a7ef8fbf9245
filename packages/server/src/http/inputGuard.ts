import { FoyerError } from "@foyer/core";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES, MAX_PAGE_BODY_BYTES } from "./bodyLimits.ts";
import { badStringReason, findBadString, jsonDepthExceeds } from "./inputRules.ts";

const tooLarge = (c: Context) => c.json(new FoyerError("invalid_data", "Request body too large.").toJSON(), 400);
const apiLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
const pageLimit = bodyLimit({ maxSize: MAX_PAGE_BODY_BYTES, onError: tooLarge });

function invalid(path: string, message: string): FoyerError {
  return new FoyerError("invalid_data", undefined, { details: { issues: [{ path, message }] } });
}

/** Path segments and query parameters follow the string rule, decoded as routes decode them. */
function checkUrl(url: URL): void {
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw invalid("path", "Path segment is not valid percent-encoded UTF-8.");
    }
    const reason = badStringReason(decoded);
    if (reason) throw invalid("path", `Path segment ${reason}.`);
  }
  for (const [key, value] of url.searchParams) {
    const reason = badStringReason(key) ?? badStringReason(value);
    if (reason) throw invalid(`query.${key}`, `Query parameter ${reason}.`);
  }
}

/** Bodies read as JSON: everything but forms and multipart uploads (routes parse JSON whatever the type). */
function isJsonBody(c: Context): boolean {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  return !type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/");
}

async function checkBody(c: Context): Promise<void> {
  if (!c.req.raw.body || !isJsonBody(c)) return;
  // Hono caches the text: the route reads the same body again without a second stream.
  const text = await c.req.text();
  if (text.trim() === "") return;
  if (jsonDepthExceeds(text)) throw invalid("", "JSON nested too deep.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FoyerError("invalid_data", "Request body must be JSON.");
  }
  const bad = findBadString(value);
  if (bad) throw invalid(bad.path, bad.message);
}

/**
 * The first middleware of both origins, before any route (public documents included): body size capped
 * (64 KiB under /api/v1), JSON nesting capped on the raw text before JSON.parse, and every string of the
 * URL and the body (keys too) free of NUL bytes and lone surrogates. A violation is 400 invalid_data.
 */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    checkUrl(new URL(c.req.url));
    const limit = c.req.path.startsWith("/api/") ? apiLimit : pageLimit;
    return limit(c, async () => {
      await checkBody(c);
      await next();
    });
  };
}
