import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/Database.ts";
import { toWireAuthResponse } from "../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../domain/users/UserService.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { parseBody } from "../http/parseBody.ts";
import { refreshTokenSchema } from "../http/schemas.ts";
import { refreshTokenOf } from "../http/sessionCookies.ts";
import type { SessionService } from "../sessions/SessionService.ts";

const refreshBody = z.object({ refresh_token: refreshTokenSchema });

/** /api/v1/sessions (refresh: rotate tokens) and /api/v1/sessions/logout (revoke the session). */
export function sessionRoutes(deps: { sessions: SessionService; users: UserService; db: Database }): Hono<FoyerEnv> {
  const { sessions, users, db } = deps;
  const routes = new Hono<FoyerEnv>();

  routes.post("/sessions", async (c) => {
    const { refresh_token } = await parseBody(c, refreshBody);
    const tokens = await sessions.refresh(c.get("app").id, refreshTokenOf(c, refresh_token));
    return c.json(await toWireAuthResponse(users, db, tokens, false));
  });

  routes.post("/sessions/logout", async (c) => {
    const { refresh_token } = await parseBody(c, refreshBody);
    await sessions.logout(c.get("app").id, refreshTokenOf(c, refresh_token));
    return c.json({ success: true });
  });

  return routes;
}
