import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { emailSchema } from "../../http/schemas.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { SsoService } from "./SsoService.ts";

const codeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Expected a base64url SHA-256 code challenge");
const codeVerifier = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, "Expected an RFC 7636 code verifier");
const stateCode = z.string().regex(/^[A-Za-z0-9._~-]{22,256}$/, "Expected a random state code (22-256 URL-safe chars)");
const callbackShape = {
  authorization_code: z.string().min(1).max(4_096),
  state_code: stateCode,
  code_verifier: codeVerifier,
};
const initBody = z.object({
  redirect_to: z.string().min(1).max(2_048),
  code_challenge: codeChallenge,
  state_code: stateCode,
  code_challenge_method: z.literal("S256").optional(),
  email: emailSchema.optional(),
});
const authenticateBody = z.object({
  ...callbackShape,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const linkBody = z.object(callbackShape);
const unlinkBody = z.object({ issuer: z.string().min(1).max(2_048), subject: z.string().min(1).max(512) });

/** /api/v1/sso/{init,authenticate,link,unlink}: enterprise single sign-on through the app's OpenID provider. */
export function ssoRoutes(deps: { sso: SsoService; sessions: SessionService; users: UserService; db: Database }) {
  const { sso, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const callbackOf = (body: z.output<typeof linkBody>) => ({
    authorizationCode: body.authorization_code,
    stateCode: body.state_code,
    codeVerifier: body.code_verifier,
  });

  routes.post("/sso/init", async (c) => {
    const body = await parseBody(c, initBody);
    const url = await sso.init(c.get("app"), {
      redirectTo: body.redirect_to,
      codeChallenge: body.code_challenge,
      stateCode: body.state_code,
      ...(body.email ? { email: body.email } : {}),
    });
    return c.json({ url });
  });

  routes.post("/sso/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await sso.authenticate(c.get("app"), callbackOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/sso/link", auth, async (c) => {
    const body = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await sso.link(c.get("app"), userId, callbackOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/sso/unlink", auth, async (c) => {
    const body = await parseBody(c, unlinkBody);
    const { userId } = c.get("auth");
    await sso.unlink(userId, body.issuer, body.subject);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
