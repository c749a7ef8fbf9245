import { FoyerError } from "@foyer/core";
import {
  oauthAuthenticateBody,
  oauthAuthenticateResponse,
  oauthInitBody,
  oauthLinkBody,
  oauthLinkResponse,
  oauthUnlinkBody,
  stateCodeSchema,
} from "@foyer/core/contract";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import type { AppService } from "../../domain/apps/AppService.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { CaptchaVerifier } from "../../security/CaptchaVerifier.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { OAuthService } from "./OAuthService.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).

/** /api/v1/oauth/{init,authenticate,link,unlink}: social sign-in (OAuthService). */
export function oauthRoutes(deps: {
  oauth: OAuthService;
  captcha: CaptchaVerifier;
  trustProxy: boolean;
  sessions: SessionService;
  users: UserService;
  db: Database;
}): Hono<FoyerEnv> {
  const { oauth, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const callbackOf = (body: z.output<typeof oauthLinkBody>) => ({
    provider: body.provider,
    authorizationCode: body.authorization_code,
    stateCode: body.state_code,
    codeVerifier: body.code_verifier,
  });

  routes.post("/oauth/init", wire({ body: oauthInitBody }), async (c) => {
    const body = await parseBody(c, oauthInitBody);
    // Before any side effect: a flow starts here (sign-in or link alike; the server cannot tell them apart).
    await deps.captcha.check(c.get("app"), body.captcha_token, clientIp(c, deps.trustProxy));
    const url = await oauth.init(c.get("app"), {
      provider: body.provider,
      redirectTo: body.redirect_to,
      codeChallenge: body.code_challenge,
      stateCode: body.state_code,
      serverOrigin: new URL(c.req.url).origin,
    });
    return c.json({ url });
  });

  // Both answers carry the provider's tokens (oauth_tokens): for the host, once. Foyer keeps and logs none of
  // them, and no cache may either.
  routes.post(
    "/oauth/authenticate",
    wire({
      body: oauthAuthenticateBody,
      response: oauthAuthenticateResponse,
      summary: "Signs in with a provider's code.",
    }),
    async (c) => {
      const body = await parseBody(c, oauthAuthenticateBody);
      const { tokens, isNewUser, oauthTokens } = await oauth.authenticate(c.get("app"), callbackOf(body), body.mode);
      c.header("Cache-Control", "no-store");
      return c.json({ ...(await toWireAuthResponse(users, db, tokens, isNewUser)), oauth_tokens: oauthTokens });
    },
  );

  routes.post(
    "/oauth/link",
    wire({ body: oauthLinkBody, response: oauthLinkResponse, summary: "Links a provider's account to the user." }),
    auth,
    async (c) => {
      const body = await parseBody(c, oauthLinkBody);
      const { userId } = c.get("auth");
      const oauthTokens = await oauth.link(c.get("app"), userId, callbackOf(body));
      c.header("Cache-Control", "no-store");
      return c.json({ ...(await users.toWire(db, userId)), oauth_tokens: oauthTokens });
    },
  );

  routes.post("/oauth/unlink", wire({ body: oauthUnlinkBody }), auth, async (c) => {
    const body = await parseBody(c, oauthUnlinkBody);
    const { userId } = c.get("auth");
    await oauth.unlink(userId, body.provider, body.subject);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}

const formPostBody = z.object({
  state: stateCodeSchema,
  code: z.string().min(1).max(4_096).optional(),
  error: z.string().max(200).optional(),
  user: z.string().max(2_048).optional(),
});

/**
 * `POST /apps/{appId}/oauth/form_post`: where a form_post provider (Apple, asked for name and email) posts
 * its answer. A page cannot read a POST, so the server keeps the posted user and sends the browser on to
 * the flow's redirect page with `code` and `state` (303), where the popup or redirect flow goes on as usual.
 */
export function oauthFormPostRoutes(deps: { oauth: OAuthService; apps: AppService }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post("/apps/:appId/oauth/form_post", async (c) => {
    // Errors are catalogue errors, answered as JSON by the app's error handler.
    const app = await deps.apps.find(c.req.param("appId") ?? "");
    if (!app) throw new FoyerError("missing_or_invalid_foyer_app_id");
    const form = await c.req.parseBody().catch(() => null);
    const parsed = formPostBody.safeParse(
      form && Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string")),
    );
    if (!parsed.success) throw new FoyerError("invalid_data");
    return c.redirect(await deps.oauth.formPostCallback(app, parsed.data), 303);
  });
  return routes;
}
