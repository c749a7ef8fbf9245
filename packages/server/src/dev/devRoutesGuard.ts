import { FoyerError } from "@foyer/core";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { isLoopbackAddress } from "../http/isLoopbackAddress.ts";
import type { ServerMode } from "../ServerMode.ts";

/** Host names a browser only reaches on this machine (a DNS-rebound name is refused). */
const LOOPBACK_HOST = /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket (app.request() in a script): nothing proves the caller is local.
    return undefined;
  }
}

/**
 * The one rule of every `/dev/*` route (mailbox, stand-ins), on both origins, whoever registered it:
 * production has none (404); development answers only a caller on this machine (the socket's address),
 * reached by a loopback host name, and never a page of another origin (no CORS, and a cross-origin
 * request is refused), so neither another computer nor a web page the developer opens reads the codes.
 */
export function devRoutesGuard(mode: ServerMode): MiddlewareHandler {
  return async (c, next) => {
    if (mode !== "development") throw new FoyerError("not_supported", "Not found.", { status: 404 });
    const host = new URL(c.req.url).hostname;
    if (!isLoopbackAddress(remoteAddress(c)) || !LOOPBACK_HOST.test(host)) {
      throw new FoyerError("not_supported", "Development routes answer only on loopback.", { status: 404 });
    }
    const origin = c.req.header("origin");
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      throw new FoyerError("not_supported", "Development routes answer only their own pages.", { status: 403 });
    }
    await next();
    // Whatever a stand-in set, no other origin may read a development answer.
    c.res.headers.delete("Access-Control-Allow-Origin");
  };
}
