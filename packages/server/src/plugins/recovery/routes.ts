import { CLOUD_RECOVERY_PROVIDER_IDS } from "@foyer/core";
import { Hono } from "hono";
import { z } from "zod";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { RecoveryOAuthService } from "./RecoveryOAuthService.ts";

const urlSafe = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const initBody = z.object({ redirect_to: z.url().max(2048), code_challenge: urlSafe, state_code: urlSafe });
const initIcloudBody = z.object({
  client_type: z.literal("web"),
  redirect_to: z.url().max(2048).optional(),
  state_code: urlSafe.optional(),
});
const authenticateBody = z.object({
  authorization_code: z.string().min(1).max(4096),
  state_code: urlSafe,
  code_verifier: z.string().min(43).max(128).optional(),
  provider: z.enum(CLOUD_RECOVERY_PROVIDER_IDS),
});

/** /api/v1/recovery/oauth/*: the cloud drive access token for recovery (spec 001 §7). */
export function recoveryRoutes(deps: { recovery: RecoveryOAuthService; sessions: SessionService }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.use("/recovery/*", requireAuth(deps.sessions));
  const origin = (url: string) => new URL(url).origin;

  routes.post("/recovery/oauth/init", async (c) => {
    const body = await parseBody(c, initBody);
    const url = await deps.recovery.init(c.get("app"), c.get("auth"), {
      redirectTo: body.redirect_to,
      codeChallenge: body.code_challenge,
      stateCode: body.state_code,
    });
    return c.json({ url });
  });

  routes.post("/recovery/oauth/init_icloud", async (c) => {
    const body = await parseBody(c, initIcloudBody);
    const url = await deps.recovery.initIcloud(c.get("app"), c.get("auth"), {
      redirectTo: body.redirect_to,
      stateCode: body.state_code,
      serverOrigin: origin(c.req.url),
    });
    return c.json({ url });
  });

  routes.post("/recovery/oauth/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
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
