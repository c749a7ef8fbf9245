import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { GuestService } from "./GuestService.ts";
import { guestAppSettings } from "./GuestSettings.ts";
import { guestRoutes } from "./routes.ts";

/** Guest accounts (`guest/authenticate`), for apps that turn them on. */
export const guestPlugin: ServerPlugin = {
  id: "guest",
  settings: guestAppSettings.shape,
  devSeed: () => ({ settings: { guest_accounts_enabled: true } }),
  setup(ctx) {
    const guest = new GuestService({ ...ctx, perIpPerHour: ctx.rateLimits.guestAccountsPerIpPerHour });
    return { api: guestRoutes({ ...ctx, guest }) };
  },
};
