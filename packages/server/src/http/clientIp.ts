import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP for rate limits: the socket address, or, behind a proxy you run (`trustProxy`), the
 * right-most X-Forwarded-For entry, the one your proxy appended (left-most entries are client-supplied).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No Node socket (e.g. app.request() in a script): everyone shares one bucket.
    return "unknown";
  }
}
