import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  FoyerError,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_IN_COOKIE,
  SESSION_MODE_HEADER,
} from "@foyer/core";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/** setCookie's options (hono/cookie does not export their type). */
type CookieOptions = NonNullable<Parameters<typeof setCookie>[3]>;

import type { FoyerEnv } from "./FoyerEnv.ts";

export interface SessionCookieOptions {
  /** Set the Secure attribute (the public URL is https). */
  secure: boolean;
  /** Domain attribute (FOYER_COOKIE_DOMAIN), e.g. example.com so app.example.com's server reads foyer-token. */
  domain?: string;
  /** Lifetime of the refresh token (the refresh cookie's Max-Age). */
  refreshTokenTtlSeconds: number;
}

/**
 * httpOnly-cookie sessions, asked for per request by the client (`sessionCookieFetch`: header
 * `foyer-session-mode: cookie`, credentials included). Every answer that carries tokens then sets
 * `foyer-token` (the access token, for the host's own server) and `foyer-refresh-token` (path
 * /api/v1/sessions), and its body carries "cookie" instead of the refresh token, so no script ever reads
 * it. Logout and a refused refresh clear both. Allowed origins get Access-Control-Allow-Credentials.
 * CSRF: the cookies are read only by /sessions calls, which need custom headers (a CORS preflight).
 */
export function sessionCookies(options: SessionCookieOptions): MiddlewareHandler<FoyerEnv> {
  const base: CookieOptions = {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    ...(options.domain ? { domain: options.domain } : {}),
  };
  const access: CookieOptions = { ...base, path: "/", maxAge: ACCESS_TOKEN_TTL_SECONDS };
  const refresh: CookieOptions = { ...base, path: "/api/v1/sessions", maxAge: options.refreshTokenTtlSeconds };

  return async (c, next) => {
    const preflight = c.req.method === "OPTIONS";
    const cookieMode = c.req.header(SESSION_MODE_HEADER) === "cookie";
    await next();
    const origin = c.req.header("origin");
    if (origin && c.res.headers.get("access-control-allow-origin") === origin) {
      c.res.headers.set("Access-Control-Allow-Credentials", "true");
      const allowed = c.res.headers.get("access-control-allow-headers");
      if (preflight && allowed) c.res.headers.set("Access-Control-Allow-Headers", `${allowed}, ${SESSION_MODE_HEADER}`);
    }
    if (!cookieMode || preflight) return;

    const path = c.req.path;
    if (path.endsWith("/sessions/logout") || (path.endsWith("/sessions") && c.res.status === 401)) {
      setCookie(c, ACCESS_TOKEN_COOKIE, "", { ...access, maxAge: 0 });
      setCookie(c, REFRESH_TOKEN_COOKIE, "", { ...refresh, maxAge: 0 });
      return;
    }
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.includes("application/json")) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => null);
    if (!isTokenAnswer(body)) return;
    const { token, refresh_token: refreshToken } = body;
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify({ ...body, refresh_token: REFRESH_TOKEN_IN_COOKIE }), { status: 200, headers });
    setCookie(c, ACCESS_TOKEN_COOKIE, token, access);
    setCookie(c, REFRESH_TOKEN_COOKIE, refreshToken, refresh);
  };
}

function isTokenAnswer(body: unknown): body is { token: string; refresh_token: string } {
  const b = body as { token?: unknown; refresh_token?: unknown } | null;
  return (
    typeof b?.token === "string" && typeof b.refresh_token === "string" && b.refresh_token !== REFRESH_TOKEN_IN_COOKIE
  );
}

/** The refresh token of a /sessions call: the body's, or the cookie's when the body says "cookie". */
export function refreshTokenOf(c: Context<FoyerEnv>, fromBody: string): string {
  if (fromBody !== REFRESH_TOKEN_IN_COOKIE) return fromBody;
  const fromCookie = getCookie(c, REFRESH_TOKEN_COOKIE);
  if (!fromCookie) throw new FoyerError("missing_or_invalid_token");
  return fromCookie;
}
