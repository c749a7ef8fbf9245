import { Hono } from "hono";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import type { PluginContext } from "../plugin/PluginContext.ts";
import { appRoutes } from "./appRoutes.ts";
import { sessionRoutes } from "./sessionRoutes.ts";
import { userRoutes } from "./userRoutes.ts";

export { jwksRoutes } from "./appRoutes.ts";

/** The core's own /api/v1 routes (after the app check): `apps/{id}`, `sessions`, `users/me`. */
export function coreRoutes(ctx: PluginContext): Hono<FoyerEnv> {
  return new Hono<FoyerEnv>().route("/", appRoutes()).route("/", sessionRoutes(ctx)).route("/", userRoutes(ctx));
}
