import { mfaAppSettings } from "../../domain/apps/MfaSettings.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { MfaService } from "../../sessions/MfaService.ts";
import { mfaRoutes } from "./routes.ts";

/**
 * Second factors for embedded-wallet use (`mfa/*`): SMS codes and passkeys. Other plugins guard their
 * routes with `requireMfa(new MfaService(ctx))` (the service keeps no state of its own).
 */
export const mfaPlugin: ServerPlugin = {
  id: "mfa",
  settings: mfaAppSettings.shape,
  setup(ctx) {
    const mfa = new MfaService(ctx);
    return { api: mfaRoutes({ ...ctx, mfa }) };
  },
};
