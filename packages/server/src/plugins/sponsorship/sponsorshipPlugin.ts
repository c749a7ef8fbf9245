import { sponsorshipAppSettings } from "../../domain/apps/SponsorshipSettings.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { devSponsorship } from "./devSponsorship.ts";
import { sponsorshipRoutes } from "./routes.ts";
import { SponsorshipService } from "./SponsorshipService.ts";

/**
 * Gas sponsorship (`sponsorship/*`): the app's relayer pays its users' calls within its policy. The
 * development app sponsors on the local chain (FoyerDelegate + relayer, both from the dev chain's accounts).
 */
export const sponsorshipPlugin: ServerPlugin = {
  id: "sponsorship",
  settings: sponsorshipAppSettings.shape,
  devSeed: ({ devEvmRpcUrls }) => {
    const local = devEvmRpcUrls["31337"];
    return local ? { settings: { sponsorship: devSponsorship(local) } } : {};
  },
  setup: (ctx) => ({ api: sponsorshipRoutes({ sessions: ctx.sessions, sponsorship: new SponsorshipService(ctx) }) }),
};
