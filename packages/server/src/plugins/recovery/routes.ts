import {
  recoveryOAuthAuthenticateBody,
  recoveryOAuthInitBody,
  recoveryOAuthInitIcloudBody,
} from "@foyer/core/contract";
import { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { RecoveryOAuthService } from "./RecoveryOAuthService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).

/** /api/v1/recovery/oauth/*: the cloud drive access token for recovery (spec 001 §7). */
export function recoveryRoutes(deps: { recovery: RecoveryOAuthService; sessions: SessionService }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.use("/recovery/*", requireAuth(deps.sessions));
  const origin = (url: string) => new URL(url).origin;

  routes.post("/recovery/oauth/init", wire({ body: recoveryOAuthInitBody }), async (c) => {
    const body = await parseBody(c, recoveryOAuthInitBody);
    const url = await deps.recovery.init(c.get("app"), c.get("auth"), {
      redirectTo: body.redirect_to,
      codeChallenge: body.code_challenge,
      stateCode: body.state_code,
    });
    return c.json({ url });
  });

  routes.post("/recovery/oauth/init_icloud", wire({ body: recoveryOAuthInitIcloudBody }), async (c) => {
    const body = await parseBody(c, recoveryOAuthInitIcloudBody);
    const url = await deps.recovery.initIcloud(c.get("app"), c.get("auth"), {
      redirectTo: body.redirect_to,
      stateCode: body.state_code,
      serverOrigin: origin(c.req.url),
    });
    return c.json({ url });
  });

  routes.post("/recovery/oauth/authenticate", wire({ body: recoveryOAuthAuthenticateBody }), async (c) => {
    const body = await parseBody(c, recoveryOAuthAuthenticateBody);
    const result = await deps.recovery.authenticate(c.get("app"), c.get("auth"), {
      authorizationCode: body.authorization_code,
      stateCode: body.state_code,
      codeVerifier: body.code_verifier,
      provider: body.provider,
      serverOrigin: origin(c.req.url),
    });
    return c.json({
      access_token: result.accessToken,
      ...(result.apiBaseUrl ? { api_base_url: result.apiBaseUrl } : {}),
      ...(result.cloudKit ? { cloudkit: result.cloudKit } : {}),
    });
  });

  return routes;
}
