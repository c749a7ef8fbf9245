import { guestAuthenticateBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { GuestService } from "./GuestService.ts";

// The group's schema is the wire contract, shared with the client (@foyer/core/contract).

/** POST /api/v1/guest/authenticate `{}`: a new guest user (`is_guest: true`) with a session. */
export function guestRoutes(deps: {
  guest: GuestService;
  users: UserService;
  db: Database;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
}): Hono<FoyerEnv> {
  const { guest, users, db } = deps;
  const routes = new Hono<FoyerEnv>();

  routes.post("/guest/authenticate", wire({ body: guestAuthenticateBody }), async (c) => {
    const { captcha_token } = await parseBody(c, guestAuthenticateBody);
    const ip = clientIp(c, deps.trustProxy);
    // Creating a guest creates a session: captcha applies as to every init.
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    const { tokens, isNewUser } = await guest.authenticate(c.get("app"), ip);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  return routes;
}
