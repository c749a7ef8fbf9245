import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { captchaTokenSchema } from "../../http/schemas.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { PasskeyService } from "./PasskeyService.ts";
import { authenticationResponse, base64url, registrationResponse } from "./webauthnSchemas.ts";

const registerInitBody = z.object({
  user_name: z.string().trim().min(1).max(64).optional(),
  captcha_token: captchaTokenSchema,
});
const authenticateInitBody = z.object({ captcha_token: captchaTokenSchema });
const emptyBody = z.object({});
const registerBody = z.object({ authenticator_response: registrationResponse });
const authenticateBody = z.object({
  authenticator_response: authenticationResponse,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const unlinkBody = z.object({ credential_id: base64url });

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

  routes.post("/passkeys/register/init", async (c) => {
    const { user_name, captcha_token } = await parseBody(c, registerInitBody);
    // A sign-up starts here: captcha applies as to every init (before any side effect).
    await deps.captcha.check(c.get("app"), captcha_token, clientIp(c, deps.trustProxy));
    return c.json({ options: await passkeys.registerInit(c.get("app"), c.req.header("origin"), user_name) });
  });

  routes.post("/passkeys/register", async (c) => {
    const body = await parseBody(c, registerBody);
    const response = body.authenticator_response as RegistrationResponseJSON;
    const { tokens, isNewUser } = await passkeys.register(c.get("app"), c.req.header("origin"), response);
    return c.json(await signedIn(tokens.userId, tokens.token, tokens.refreshToken, isNewUser));
  });

  routes.post("/passkeys/authenticate/init", async (c) => {
    const { captcha_token } = await parseBody(c, authenticateInitBody);
    await deps.captcha.check(c.get("app"), captcha_token, clientIp(c, deps.trustProxy));
    return c.json({ options: await passkeys.authenticateInit(c.get("app"), c.req.header("origin")) });
  });

  routes.post("/passkeys/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
    const response = body.authenticator_response as AuthenticationResponseJSON;
    const { tokens, isNewUser } = await passkeys.authenticate(
      c.get("app"),
      c.req.header("origin"),
      response,
      body.mode,
    );
    return c.json(await signedIn(tokens.userId, tokens.token, tokens.refreshToken, isNewUser));
  });

  routes.post("/passkeys/link/init", auth, async (c) => {
    await parseBody(c, emptyBody);
    const options = await passkeys.linkInit(c.get("app"), c.req.header("origin"), c.get("auth").userId);
    return c.json({ options });
  });

  routes.post("/passkeys/link", auth, async (c) => {
    const body = await parseBody(c, registerBody);
    const { userId } = c.get("auth");
    await passkeys.link(
      c.get("app"),
      c.req.header("origin"),
      userId,
      body.authenticator_response as RegistrationResponseJSON,
    );
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/passkeys/unlink", auth, async (c) => {
    const { credential_id } = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await passkeys.unlink(userId, credential_id);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
