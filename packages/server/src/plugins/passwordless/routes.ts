import {
  passwordlessAuthenticateBody,
  passwordlessInitBody,
  passwordlessLinkBody,
  passwordlessUnlinkBody,
  passwordlessUpdateBody,
} from "@foyer/core/contract";
import { Hono } from "hono";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { PasswordlessService } from "./PasswordlessService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).
const initBody = passwordlessInitBody;
const authenticateBody = passwordlessAuthenticateBody;
const linkBody = passwordlessLinkBody;
const unlinkBody = passwordlessUnlinkBody;
const updateBody = passwordlessUpdateBody;

export interface PasswordlessRouteDeps {
  passwordless: PasswordlessService;
  sessions: SessionService;
  users: UserService;
  db: Database;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
}

/** /api/v1/passwordless/*: email codes. Link, unlink and update answer the updated WireUser. */
export function passwordlessRoutes(deps: PasswordlessRouteDeps): Hono<FoyerEnv> {
  const { passwordless, sessions, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(sessions);

  routes.post("/passwordless/init", wire({ body: initBody }), async (c) => {
    const { email, captcha_token } = await parseBody(c, initBody);
    const ip = clientIp(c, deps.trustProxy);
    await deps.captcha.check(c.get("app"), captcha_token, ip);
    await passwordless.sendCode(c.get("app"), email, ip);
    return c.json({ success: true });
  });

  routes.post("/passwordless/authenticate", wire({ body: authenticateBody }), async (c) => {
    const { email, code, mode } = await parseBody(c, authenticateBody);
    const { tokens, isNewUser, user } = await passwordless.authenticate(c.get("app"), email, code, mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser, user));
  });

  routes.post("/passwordless/link", wire({ body: linkBody }), auth, async (c) => {
    const { email, code } = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await passwordless.link(c.get("app"), userId, email, code);
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passwordless/unlink", wire({ body: unlinkBody }), auth, async (c) => {
    const { address } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await passwordless.unlink(c.get("app"), userId, address);
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passwordless/update", wire({ body: updateBody }), auth, async (c) => {
    const body = await parseBody(c, updateBody);
    const { userId } = c.get("auth");
    await passwordless.update(c.get("app"), userId, body.old_address, body.new_address, body.code);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
