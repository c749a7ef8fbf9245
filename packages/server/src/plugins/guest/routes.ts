import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import type { UserService } from "../users/UserService.ts";
import type { GuestService } from "./GuestService.ts";

const authenticateBody = z.object({}).strict();

/** POST /api/v1/guest/authenticate `{}`: a new guest user (`is_guest: true`) with a session. */
export function guestRoutes(deps: {
  guest: GuestService;
  users: UserService;
  db: Database;
  trustProxy: boolean;
}): Hono<FoyerEnv> {
  const { guest, users, db } = deps;
  const routes = new Hono<FoyerEnv>();

  routes.post("/guest/authenticate", async (c) => {
    await parseBody(c, authenticateBody);
    // Captcha check goes here (before any side effect), once captcha lands.
    const { tokens, isNewUser } = await guest.authenticate(c.get("app"), clientIp(c, deps.trustProxy));
    return c.json({
      user: await users.toWire(db, tokens.userId),
      token: tokens.token,
      refresh_token: tokens.refreshToken,
      is_new_user: isNewUser,
    });
  });

  return routes;
}
