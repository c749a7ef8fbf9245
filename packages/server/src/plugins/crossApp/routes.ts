import { FoyerError } from "@foyer/core";
import {
  crossAppApproveBody,
  crossAppAuthenticateBody,
  crossAppInitBody,
  crossAppLinkBody,
  crossAppUnlinkBody,
  stateCodeSchema,
} from "@foyer/core/contract";
import { Hono } from "hono";
import type { z } from "zod";
import type { Database } from "../../db/Database.ts";
import type { AppService } from "../../domain/apps/AppService.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { CrossAppService } from "./CrossAppService.ts";
import { renderCrossAppPage } from "./renderCrossAppPage.ts";

// The group's schemas are the wire contract, shared with the client (@foyer/core/contract).

/**
 * /api/v1 cross-app calls: `apps/{id}/cross-app/details` (provider name and icon), `cross-app/init`,
 * `cross-app/approve` (by the provider app's signed-in user), `cross-app/authenticate`, `link`, `unlink`.
 */
export function crossAppRoutes(deps: {
  crossApp: CrossAppService;
  sessions: SessionService;
  users: UserService;
  db: Database;
}): Hono<FoyerEnv> {
  const { crossApp, users, db } = deps;
  const routes = new Hono<FoyerEnv>();
  const auth = requireAuth(deps.sessions);
  const callbackOf = (body: z.output<typeof crossAppLinkBody>) => ({
    code: body.code,
    stateCode: body.state_code,
    codeVerifier: body.code_verifier,
  });

  routes.get(
    "/apps/:providerAppId/cross-app/details",
    wire({ summary: "A provider app's name and icon." }),
    async (c) => c.json(await crossApp.details(c.get("app"), c.req.param("providerAppId"))),
  );

  routes.post("/cross-app/init", wire({ body: crossAppInitBody }), async (c) => {
    const body = await parseBody(c, crossAppInitBody);
    const path = await crossApp.init(c.get("app"), {
      providerAppId: body.provider_app_id,
      codeChallenge: body.code_challenge,
      stateCode: body.state_code,
      origin: c.req.header("origin"),
      ...(body.redirect_to !== undefined ? { redirectTo: body.redirect_to } : {}),
    });
    // The consent page is served by this server: its URL is this request's origin plus the path.
    return c.json({ url: new URL(path, c.req.url).toString() });
  });

  routes.post("/cross-app/approve", wire({ body: crossAppApproveBody }), auth, async (c) => {
    const body = await parseBody(c, crossAppApproveBody);
    const { userId } = c.get("auth");
    const answer = await crossApp.approve(c.get("app"), userId, {
      requesterAppId: body.requester_app_id,
      stateCode: body.state_code,
    });
    return c.json(answer);
  });

  routes.post("/cross-app/authenticate", wire({ body: crossAppAuthenticateBody }), async (c) => {
    const body = await parseBody(c, crossAppAuthenticateBody);
    const { tokens, isNewUser } = await crossApp.authenticate(c.get("app"), callbackOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/cross-app/link", wire({ body: crossAppLinkBody }), auth, async (c) => {
    const body = await parseBody(c, crossAppLinkBody);
    const { userId } = c.get("auth");
    await crossApp.link(c.get("app"), userId, callbackOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/cross-app/unlink", wire({ body: crossAppUnlinkBody }), auth, async (c) => {
    const body = await parseBody(c, crossAppUnlinkBody);
    const { userId } = c.get("auth");
    await crossApp.unlink(userId, body.subject);
    return c.json(await users.toWire(db, userId));
  });

  return routes;
}

/**
 * GET /apps/{providerAppId}/cross-app/authorize: the provider app's consent page (HTML, outside /api/v1).
 * It shows nothing a requester could not learn from `details`; the state is checked when the user allows.
 */
export function crossAppPageRoutes(deps: { crossApp: CrossAppService; apps: AppService }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.get("/apps/:providerAppId/cross-app/authorize", async (c) => {
    const requesterId = c.req.query("requester_app_id") ?? "";
    const state = stateCodeSchema.safeParse(c.req.query("state_code") ?? "");
    const requester = await deps.apps.find(requesterId);
    if (!requester || !state.success) throw new FoyerError("invalid_data", "Unknown requester app or state.");
    const provider = await deps.crossApp.provider(requester, c.req.param("providerAppId"));
    const redirectTo = await deps.crossApp.redirectTarget(requester, provider.id, state.data);
    c.header("Cache-Control", "no-store");
    // The page must not be framed (clickjacking the "Allow" button).
    c.header("X-Frame-Options", "DENY");
    c.header("Content-Security-Policy", "frame-ancestors 'none'");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(
      renderCrossAppPage({
        providerAppId: provider.id,
        providerName: provider.config.name,
        providerIcon: provider.config.logo_url ?? null,
        requesterAppId: requester.id,
        requesterName: requester.config.name,
        stateCode: state.data,
        redirectTo,
      }),
    );
  });
  return routes;
}
