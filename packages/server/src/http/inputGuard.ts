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

/** GET and HEAD carry no body (a fetch Request cannot have one). */
const hasBody = (c: Context) => c.req.method !== "GET" && c.req.method !== "HEAD";

async function checkBody(c: Context): Promise<void> {
  if (!hasBody(c) || !isJsonBody(c)) return;
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
    const api = c.req.path.startsWith("/api/");
    // A body with a Content-Length (and no Transfer-Encoding: Node's parser then delivers exactly that many
    // bytes) is capped on the header, and read as text without building a fetch Request and its stream
    // (@hono/node-server reads it straight from the socket): most of what a JSON request costs to read.
    // Only a chunked body goes through bodyLimit, which counts the bytes as they arrive.
    if (!hasBody(c)) return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number.parseInt(length, 10) > (api ? MAX_BODY_BYTES : MAX_PAGE_BODY_BYTES)) return tooLarge(c);
      await checkBody(c);
      return next();
    }
    return (api ? apiLimit : pageLimit)(c, async () => {
      await checkBody(c);
      await next();
    });
  };
}
