import { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { coinbaseRoutes } from "./coinbase/coinbaseRoutes.ts";
import { FundingService } from "./FundingService.ts";
import { fundingAppSettings } from "./FundingSettings.ts";
import { moonpayRoutes } from "./moonpay/moonpayRoutes.ts";
import { webhookRoutes } from "./webhookRoutes.ts";
import { withFunding } from "./withFunding.ts";

/**
 * The funding plugin (spec 001 §7): the provider calls under /api/v1 (Coinbase Onramp init and status,
 * MoonPay signing) and the providers' webhooks under /webhooks/funding (outside /api/v1: providers send no
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
    const api = new Hono<FoyerEnv>()
      .route("/", coinbaseRoutes({ funding, trustProxy: ctx.trustProxy, now: ctx.now }, auth))
      .route("/", moonpayRoutes({ funding }, auth));
    const pages = webhookRoutes({ apps: ctx.apps, funding, now: ctx.now, logger: ctx.logger });
    return { api, pages };
  },
};
