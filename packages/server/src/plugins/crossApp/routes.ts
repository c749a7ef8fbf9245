import { FoyerError } from "@foyer/core";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import type { AppService } from "../../domain/apps/AppService.ts";
import { toWireAuthResponse } from "../../domain/users/toWireAuthResponse.ts";
import type { UserService } from "../../domain/users/UserService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { CrossAppService } from "./CrossAppService.ts";
import { renderCrossAppPage } from "./renderCrossAppPage.ts";

const appId = z.string().min(1).max(200);
const codeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Expected a base64url SHA-256 code challenge");
const codeVerifier = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, "Expected an RFC 7636 code verifier");
const stateCode = z.string().regex(/^[A-Za-z0-9._~-]{22,256}$/, "Expected a random state code (22-256 URL-safe chars)");
const callbackShape = { code: z.string().min(1).max(256), state_code: stateCode, code_verifier: codeVerifier };
const initBody = z.object({
  provider_app_id: appId,
  code_challenge: codeChallenge,
  state_code: stateCode,
  code_challenge_method: z.literal("S256").optional(),
  /** Full-page mode: the requester page to come back to (same origin as the request). */
  redirect_to: z.string().min(1).max(2_048).optional(),
});
const approveBody = z.object({ requester_app_id: appId, state_code: stateCode });
const authenticateBody = z.object({
  ...callbackShape,
  mode: z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up"),
});
const linkBody = z.object(callbackShape);
const unlinkBody = z.object({ subject: z.string().min(1).max(200) });

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
  const callbackOf = (body: z.output<typeof linkBody>) => ({
    code: body.code,
    stateCode: body.state_code,
    codeVerifier: body.code_verifier,
  });

  routes.get("/apps/:providerAppId/cross-app/details", async (c) =>
    c.json(await crossApp.details(c.get("app"), c.req.param("providerAppId"))),
  );

  routes.post("/cross-app/init", async (c) => {
    const body = await parseBody(c, initBody);
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

  routes.post("/cross-app/approve", auth, async (c) => {
    const body = await parseBody(c, approveBody);
    const { userId } = c.get("auth");
    const answer = await crossApp.approve(c.get("app"), userId, {
      requesterAppId: body.requester_app_id,
      stateCode: body.state_code,
    });
    return c.json(answer);
  });

  routes.post("/cross-app/authenticate", async (c) => {
    const body = await parseBody(c, authenticateBody);
    const { tokens, isNewUser } = await crossApp.authenticate(c.get("app"), callbackOf(body), body.mode);
    return c.json(await toWireAuthResponse(users, db, tokens, isNewUser));
  });

  routes.post("/cross-app/link", auth, async (c) => {
    const body = await parseBody(c, linkBody);
    const { userId } = c.get("auth");
    await crossApp.link(c.get("app"), userId, callbackOf(body));
    return c.json(await users.toWire(db, userId));
  });

  routes.post("/cross-app/unlink", auth, async (c) => {
    const body = await parseBody(c, unlinkBody);
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
    const state = stateCode.safeParse(c.req.query("state_code") ?? "");
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
