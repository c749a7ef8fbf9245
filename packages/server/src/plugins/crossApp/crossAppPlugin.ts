import { DEV_PROVIDER_APP_ID } from "../../domain/apps/AppService.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { Nonces } from "../../security/Nonces.ts";
import { CrossAppService } from "./CrossAppService.ts";
import { crossAppAppSettings } from "./CrossAppSettings.ts";
import { crossAppPageRoutes, crossAppRoutes } from "./routes.ts";

/** Sign-in with an account of another Foyer app through its consent page (`cross-app/*`). */
export const crossAppPlugin: ServerPlugin = {
  id: "cross_app",
  settings: crossAppAppSettings.shape,
  // The demo's cross-app button signs in with an account of a second dev app, whose consent page (on this
  // server) signs in by email code.
  devSeed: () => ({
    settings: { cross_app: { allowed_provider_app_ids: [DEV_PROVIDER_APP_ID], provider_enabled: false } },
    apps: [
      {
        id: DEV_PROVIDER_APP_ID,
        name: "Foyer Provider Demo",
        email_auth: true,
        allowed_origins: [],
        cross_app: { allowed_provider_app_ids: [], provider_enabled: true },
      },
    ],
  }),
  setup(ctx) {
    const crossApp = new CrossAppService({ ...ctx, nonces: new Nonces(ctx.db, ctx.now) });
    return { api: crossAppRoutes({ ...ctx, crossApp }), pages: crossAppPageRoutes({ ...ctx, crossApp }) };
  },
};
