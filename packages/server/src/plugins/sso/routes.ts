import { ssoAuthenticateBody, ssoInitBody, ssoLinkBody, ssoUnlinkBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { SsoService } from "./SsoService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).
/** /api/v1/sso/{init,authenticate,link,unlink}: enterprise single sign-on through the app's OpenID provider. */
export function ssoRoutes(deps: { sso: SsoService; sessions: SessionService; users: UserService; db: Database }) {
  const { sso, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const callbackOf = (body: z.output<typeof ssoLinkBody>) => ({
    authorizationCode: body.authorization_code,
    stateCode: body.state_code,
    codeVerifier: body.code_verifier,
  });

  routes.post("/sso/init", wire({ body: ssoInitBody }), async (c) => {
    const body = await parseBody(c, ssoInitBody);
    const url = await sso.init(c.get("app"), {
      redirectTo: body.redirect_to,
      codeChallenge: body.code_challenge,
      stateCode: body.state_code,
      ...(body.email ? { email: body.email } : {}),
    });
    return c.json({ url });
  });

  routes.post("/sso/authenticate", wire({ body: ssoAuthenticateBody }), async (c) => {
    const body = await parseBody(c, ssoAuthenticateBody);
    const { tokens, isNewUser } = await sso.authenticate(c.get("app"), callbackOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/sso/link", wire({ body: ssoLinkBody }), auth, async (c) => {
    const body = await parseBody(c, ssoLinkBody);
    const { userId } = c.get("auth");
    await sso.link(c.get("app"), userId, callbackOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/sso/unlink", wire({ body: ssoUnlinkBody }), auth, async (c) => {
    const body = await parseBody(c, ssoUnlinkBody);
    const { userId } = c.get("auth");
    await sso.unlink(userId, body.issuer, body.subject);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}
