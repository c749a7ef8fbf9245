import { customJwtAuthenticateBody, customJwtLinkBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { CustomJwtService } from "./CustomJwtService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).
/** /api/v1/custom_jwt_account/{authenticate,link}: sign in or link with an app-issued JWT. */
export function customJwtRoutes(deps: {
  customJwt: CustomJwtService;
  sessions: SessionService;
  users: UserService;
  db: Database;
}): Hono<FoyerEnv> {
  const { customJwt, users, db } = deps;
  const routes = new Hono<FoyerEnv>();

  routes.post("/custom_jwt_account/authenticate", wire({ body: customJwtAuthenticateBody }), async (c) => {
    const { token, mode } = await parseBody(c, customJwtAuthenticateBody);
    const { tokens, isNewUser } = await customJwt.authenticate(c.get("app"), token, mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/custom_jwt_account/link", wire({ body: customJwtLinkBody }), requireAuth(deps.sessions), async (c) => {
    const { token } = await parseBody(c, customJwtLinkBody);
    const { userId } = c.get("auth");
    await customJwt.link(c.get("app"), userId, token);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
