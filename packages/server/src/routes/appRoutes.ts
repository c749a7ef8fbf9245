import { FoyerError } from "@foyer/core";
import { Hono } from "hono";
import type { AppService } from "../domain/apps/AppService.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { wire } from "../http/wire.ts";
import type { SigningKeys } from "../sessions/SigningKeys.ts";

/** GET /api/v1/apps/{appId}: the public configuration of the app named by the header. */
export function appRoutes(): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.get("/apps/:appId", wire({ summary: "The app's public configuration." }), (c) => {
    const app = c.get("app");
    // The header already named an app; a different one in the path is a client bug, not a lookup.
    if (c.req.param("appId") !== app.id) {
      throw new FoyerError("missing_or_invalid_foyer_app_id", "The app id in the path does not match foyer-app-id.");
    }
    return c.json(app.config);
  });
  return routes;
}

/**
 * GET /api/v1/apps/{appId}/jwks.json: public keys verifying access tokens. Needs no foyer-app-id header:
 * host backends (and jose's createRemoteJWKSet) fetch it without custom headers. Cacheable for 5 minutes.
 */
export function jwksRoutes(deps: { apps: AppService; keys: SigningKeys }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.get("/apps/:appId/jwks.json", wire({ summary: "Public keys verifying access tokens." }), async (c) => {
    if (!(await deps.apps.find(c.req.param("appId")))) throw new FoyerError("missing_or_invalid_foyer_app_id");
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "public, max-age=300");
    return c.json(deps.keys.jwks);
  });
  return routes;
}
