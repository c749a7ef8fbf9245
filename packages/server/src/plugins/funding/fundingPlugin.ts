import { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import type { FundingRouteDeps } from "./FundingProviderServer.ts";
import { FundingService } from "./FundingService.ts";
import { fundingAppSettings } from "./FundingSettings.ts";
import { FUNDING_PROVIDER_SERVERS } from "./fundingProviderServers.ts";
import { requireFundingOption } from "./requireFundingOption.ts";
import { webhookRoutes } from "./webhookRoutes.ts";
import { withFunding } from "./withFunding.ts";

/**
 * The funding plugin (spec 001 §7): each funding provider's server half (fundingProviderServers.ts: Coinbase
 * Onramp init and status, MoonPay signing) with its calls under /api/v1, and the providers' webhooks under /webhooks/funding (outside /api/v1: providers send no
 * foyer-app-id). The bridge (Relay) needs no server call: its API is public and the client reaches it at
 * `funding_config.endpoints.bridge_api_url`. In development with the local sandbox (`devFunding`), the
 * development app is offered every method against it.
 */
export const fundingPlugin: ServerPlugin = {
  id: "funding",
  settings: fundingAppSettings.shape,
  prepareSeeds: (seeds, { mode, options }) =>
    withFunding(seeds, { devSandbox: mode === "development" ? (options.devFunding ?? null) : null }),
  setup(ctx) {
    const funding = new FundingService(ctx.db, ctx.now);
    const auth = requireAuth(ctx.sessions);
    const api = new Hono<FoyerEnv>();
    for (const half of FUNDING_PROVIDER_SERVERS) {
      const deps: FundingRouteDeps<never> = {
        funding,
        requireAuth: auth,
        trustProxy: ctx.trustProxy,
        now: ctx.now,
        settingsOf: (app) => requireFundingOption<never>(app, half.id),
      };
      // Each half reads its own settings type; the loop hands every one the same deps.
      if (half.routes) api.route("/", (half.routes as (deps: FundingRouteDeps<never>) => Hono<FoyerEnv>)(deps));
    }
    const pages = webhookRoutes({ apps: ctx.apps, funding, now: ctx.now, logger: ctx.logger });
    return { api, pages };
  },
};
