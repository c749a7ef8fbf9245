import type { Hono } from "hono";
import type { Database } from "../../db/Database.ts";
import type { AppService } from "../../domain/apps/AppService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import type { Logger } from "../../Logger.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import { coinbaseRoutes } from "./coinbase/coinbaseRoutes.ts";
import { FundingService } from "./FundingService.ts";
import { moonpayRoutes } from "./moonpay/moonpayRoutes.ts";
import { webhookRoutes } from "./webhookRoutes.ts";

/**
 * The funding plugin (spec 001 §7): the provider calls under /api/v1 (Coinbase Onramp init and status,
 * MoonPay signing) and the providers' webhooks under /webhooks/funding. The bridge (Relay) needs no server
 * call: its API is public and the client reaches it at `funding_config.endpoints.bridge_api_url`.
 *
 * @example
 * registerFunding(app, { db, apps, sessions, now, logger, trustProxy: false });
 */
export function registerFunding(
  app: Hono<FoyerEnv>,
  deps: {
    db: Database;
    apps: AppService;
    sessions: SessionService;
    now: () => number;
    logger: Logger;
    trustProxy: boolean;
    fetch?: typeof fetch;
  },
): void {
  const funding = new FundingService(deps.db, deps.now);
  const auth = requireAuth(deps.sessions);
  app.route(
    "/api/v1",
    coinbaseRoutes({ funding, trustProxy: deps.trustProxy, now: deps.now, fetch: deps.fetch }, auth),
  );
  app.route("/api/v1", moonpayRoutes({ funding }, auth));
  app.route("/", webhookRoutes({ apps: deps.apps, funding, now: deps.now, logger: deps.logger }));
}
