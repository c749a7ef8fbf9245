import { Hono } from "hono";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import type { PluginContext } from "../plugin/PluginContext.ts";
import { appRoutes, jwksRoutes } from "./appRoutes.ts";
import { oidcDiscoveryRoutes } from "./oidcDiscoveryRoutes.ts";
import { sessionRoutes } from "./sessionRoutes.ts";
import { userRoutes } from "./userRoutes.ts";

/**
 * The core's public documents, answered before the app check (a host backend sends no foyer-app-id):
 * `apps/{id}/jwks.json` and `apps/{id}/.well-known/openid-configuration`.
 */
export function publicCoreRoutes(ctx: PluginContext): Hono<FoyerEnv> {
  return new Hono<FoyerEnv>()
    .route("/", jwksRoutes(ctx))
    .route("/", oidcDiscoveryRoutes({ apps: ctx.apps, publicUrl: ctx.config.publicUrl }));
}

/** The core's own /api/v1 routes (after the app check): `apps/{id}`, `sessions`, `users/me`. */
export function coreRoutes(ctx: PluginContext): Hono<FoyerEnv> {
  return new Hono<FoyerEnv>().route("/", appRoutes()).route("/", sessionRoutes(ctx)).route("/", userRoutes(ctx));
}
