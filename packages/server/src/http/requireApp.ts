import { FoyerError } from "@foyer/core";
import type { MiddlewareHandler } from "hono";
import { type AppService, normaliseOrigin } from "../domain/apps/AppService.ts";
import { EXPOSED_HEADERS } from "./corsPreflight.ts";
import type { FoyerEnv } from "./FoyerEnv.ts";
import { markGate } from "./wire.ts";

/**
 * Resolves the `foyer-app-id` header to an app (missing or unknown: 401) and enforces its allowed
 * origins: a browser request from an origin the app does not allow is refused, an allowed one gets
 * Access-Control-Allow-Origin. Requests without an Origin header (servers, curl) pass.
 */
export function requireApp(appService: AppService): MiddlewareHandler<FoyerEnv> {
  return markGate<MiddlewareHandler<FoyerEnv>>("app", async (c, next) => {
    const appId = c.req.header("foyer-app-id")?.trim();
    const app = appId ? await appService.find(appId) : null;
    if (!app) throw new FoyerError("missing_or_invalid_foyer_app_id");
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      // Same-origin requests come from pages this server serves itself (the cross-app consent page).
      const sameOrigin = normaliseOrigin(origin) === new URL(c.req.url).origin;
      if (!sameOrigin && !app.allowedOrigins.includes(normaliseOrigin(origin))) {
        throw new FoyerError("missing_or_invalid_foyer_app_id", `Origin ${origin} is not allowed for app ${app.id}.`);
      }
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Expose-Headers", EXPOSED_HEADERS);
      c.header("Vary", "Origin");
    }
    c.set("app", app);
    await next();
  });
}
