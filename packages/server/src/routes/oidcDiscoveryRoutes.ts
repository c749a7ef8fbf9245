import { FoyerError } from "@foyer/core";
import { Hono } from "hono";
import type { AppService } from "../domain/apps/AppService.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import { wire } from "../http/wire.ts";
import { SIGNING_ALGORITHM } from "../sessions/SigningKeys.ts";
import { tokenIssuer } from "../sessions/tokenIssuer.ts";

/**
 * OpenID Connect discovery per app (`GET /api/v1/apps/{appId}/.well-known/openid-configuration`): the
 * issuer of the app's access tokens and its JWKS, so services that verify third-party tokens by discovery
 * accept Foyer's. Foyer is not a full OpenID provider: the document describes token verification only.
 */
export function oidcDiscoveryRoutes(deps: { apps: AppService; publicUrl: string }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.get(
    "/apps/:appId/.well-known/openid-configuration",
    wire({ summary: "OpenID Connect discovery." }),
    async (c) => {
      const app = await deps.apps.find(c.req.param("appId"));
      if (!app) throw new FoyerError("missing_or_invalid_foyer_app_id");
      const issuer = tokenIssuer(deps.publicUrl, app.id);
      c.header("Access-Control-Allow-Origin", "*");
      c.header("Cache-Control", "public, max-age=300");
      return c.json({
        issuer,
        jwks_uri: `${issuer}/jwks.json`,
        response_types_supported: ["id_token"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
        claims_supported: ["iss", "sub", "aud", "exp", "iat", "sid"],
      });
    },
  );
  return routes;
}
