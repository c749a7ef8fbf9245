import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { CustomJwtService } from "./CustomJwtService.ts";

const tokenSchema = z.string().min(1).max(16_384);
const authenticateBody = z.object({
  token: tokenSchema,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const linkBody = z.object({ token: tokenSchema });

/** /api/v1/custom_jwt_account/{authenticate,link}: sign in or link with an app-issued JWT. */
export function customJwtRoutes(deps: {
  customJwt: CustomJwtService;
  sessions: SessionService;
  users: UserService;
  db: Database;
}): Hono<FoyerEnv> {
  const { customJwt, users, db } = deps;
  const routes = new Hono<FoyerEnv>();

  routes.post("/custom_jwt_account/authenticate", async (c) => {
    const { token, mode } = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await customJwt.authenticate(c.get("app"), token, mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/custom_jwt_account/link", requireAuth(deps.sessions), async (c) => {
    const { token } = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await customJwt.link(c.get("app"), userId, token);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
