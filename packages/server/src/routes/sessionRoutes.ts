import { sessionRefreshBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { Database } from "../db/Database.ts";
import { toWireAuthResponse } from "../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../domain/users/UserService.ts";
import { clientIp } from "../http/clientIp.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { parseBody } from "../http/parseBody.ts";
import { refreshTokenOf } from "../http/sessionCookies.ts";
import { wire } from "../http/wire.ts";
import type { RateLimiter } from "../security/RateLimiter.ts";
import type { RateLimits } from "../security/RateLimits.ts";
import type { SessionService } from "../sessions/SessionService.ts";

const HOUR_MS = 60 * 60_000;

// The wire contract, shared with the client (@foyer/core/contract).
const refreshBody = sessionRefreshBody;

/** /api/v1/sessions (refresh: rotate tokens) and /api/v1/sessions/logout (revoke the session). */
export function sessionRoutes(deps: {
  sessions: SessionService;
  users: UserService;
  db: Database;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  trustProxy: boolean;
}): Hono<FoyerEnv> {
  const { sessions, users, db } = deps;
  const routes = new Hono<FoyerEnv>();

  routes.post("/sessions", wire({ summary: "Trade a refresh token for new tokens.", body: refreshBody }), async (c) => {
    const { refresh_token } = await parseBody(c, refreshBody);
    // Per client IP, before the token is looked at: a guesser gets 429s, not an endless stream of 401s.
    const ip = clientIp(c, deps.trustProxy);
    await deps.rateLimiter.hit(`refresh:ip:${ip}`, deps.rateLimits.refreshesPerIpPerHour, HOUR_MS);
    const tokens = await sessions.refresh(c.get("app").id, refreshTokenOf(c, refresh_token));
    return c.json(await toWireAuthResponse(users, db, tokens, false));
  });

  routes.post("/sessions/logout", wire({ summary: "Revoke the session.", body: refreshBody }), async (c) => {
    const { refresh_token } = await parseBody(c, refreshBody);
    await sessions.logout(c.get("app").id, refreshTokenOf(c, refresh_token));
    return c.json({ success: true });
  });

  return routes;
}
