import { Hono } from "hono";
import type { Database } from "../db/Database.ts";
import type { UserService } from "../domain/users/UserService.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { requireAuth } from "../http/requireAuth.ts";
import { wire } from "../http/wire.ts";
import type { SessionService } from "../sessions/SessionService.ts";

/** /api/v1/users/me and /api/v1/users/me/accept_terms, both answering `{ user }`. */
export function userRoutes(deps: { sessions: SessionService; users: UserService; db: Database }): Hono<FoyerEnv> {
  const { users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);

  routes.get("/users/me", wire({ summary: "The signed-in user." }), auth, async (c) =>
    c.json({ user: await users.toWire(db, c.get("auth").userId) }),
  );

  routes.post(
    "/users/me/accept_terms",
    wire({ summary: "Records that the user accepted the terms." }),
    auth,
    async (c) => {
      const { userId } = c.get("auth");
      await users.acceptTerms(db, userId);
      return c.json({ user: await users.toWire(db, userId) });
    },
  );

  return routes;
}
