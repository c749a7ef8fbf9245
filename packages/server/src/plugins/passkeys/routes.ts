import {
  passkeyAuthenticateBody,
  passkeyAuthenticateInitBody,
  passkeyLinkInitBody,
  passkeyRegisterBody,
  passkeyRegisterInitBody,
  passkeyUnlinkBody,
} from "@foyer/core/contract";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { Hono } from "hono";
import type { Database } from "../../db/Database.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { PasskeyService } from "./PasskeyService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).

/**
 * /api/v1/passkeys/*: `register/init`, `register` (signup), `authenticate/init`, `authenticate`,
 * `link/init`, `link`, `unlink`. Init calls answer `{ options }` (WebAuthn options JSON for the browser).
 */
export function passkeyRoutes(deps: {
  passkeys: PasskeyService;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
  sessions: SessionService;
  users: UserService;
  db: Database;
}): Hono<FoyerEnv> {
  const { passkeys, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const signedIn = async (userId: string, token: string, refreshToken: string, isNewUser: boolean) => ({
    user: await users.toWire(db, userId),
    token,
    refresh_token: refreshToken,
    is_new_user: isNewUser,
  });

  routes.post("/passkeys/register/init", wire({ body: passkeyRegisterInitBody }), async (c) => {
    const { user_name, captcha_token } = await parseBody(c, passkeyRegisterInitBody);
    // A sign-up starts here: captcha applies as to every init (before any side effect).
    await deps.captcha.check(c.get("app"), captcha_token, clientIp(c, deps.trustProxy));
    return c.json({ options: await passkeys.registerInit(c.get("app"), c.req.header("origin"), user_name) });
  });

  routes.post("/passkeys/register", wire({ body: passkeyRegisterBody }), async (c) => {
    const body = await parseBody(c, passkeyRegisterBody);
    const response = body.authenticator_response as RegistrationResponseJSON;
    const { tokens, isNewUser } = await passkeys.register(c.get("app"), c.req.header("origin"), response);
    return c.json(await signedIn(tokens.userId, tokens.token, tokens.refreshToken, isNewUser));
  });

  routes.post("/passkeys/authenticate/init", wire({ body: passkeyAuthenticateInitBody }), async (c) => {
    const { captcha_token } = await parseBody(c, passkeyAuthenticateInitBody);
    await deps.captcha.check(c.get("app"), captcha_token, clientIp(c, deps.trustProxy));
    return c.json({ options: await passkeys.authenticateInit(c.get("app"), c.req.header("origin")) });
  });

  routes.post("/passkeys/authenticate", wire({ body: passkeyAuthenticateBody }), async (c) => {
    const body = await parseBody(c, passkeyAuthenticateBody);
    const response = body.authenticator_response as AuthenticationResponseJSON;
    const { tokens, isNewUser } = await passkeys.authenticate(
      c.get("app"),
      c.req.header("origin"),
      response,
      body.mode,
    );
    return c.json(await signedIn(tokens.userId, tokens.token, tokens.refreshToken, isNewUser));
  });

  routes.post("/passkeys/link/init", wire({ body: passkeyLinkInitBody }), auth, async (c) => {
    await parseBody(c, passkeyLinkInitBody);
    const options = await passkeys.linkInit(c.get("app"), c.req.header("origin"), c.get("auth").userId);
    return c.json({ options });
  });

  routes.post("/passkeys/link", wire({ body: passkeyRegisterBody }), auth, async (c) => {
    const body = await parseBody(c, passkeyRegisterBody);
    const { userId } = c.get("auth");
    await passkeys.link(
      c.get("app"),
      c.req.header("origin"),
      userId,
      body.authenticator_response as RegistrationResponseJSON,
    );
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passkeys/unlink", wire({ body: passkeyUnlinkBody }), auth, async (c) => {
    const { credential_id } = await parseBody(c, passkeyUnlinkBody);
    const { userId } = c.get("auth");
    await passkeys.unlink(userId, credential_id);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
