import { FoyerError } from "@foyer/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppService } from "../../domain/apps/AppService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import type { Logger } from "../../Logger.ts";
import type { FundingWebhook } from "./FundingProviderServer.ts";
import type { FundingService } from "./FundingService.ts";
import { fundingProviderServer } from "./fundingProviderServers.ts";
import type { WebhookCheck } from "./verifyWebhookSignature.ts";

/** Provider events are small; anything bigger is not one. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * `POST /webhooks/funding/{provider}/{appId}`: the URL to register with each provider that has a webhook
 * (its server half's, e.g. coinbase, moonpay). Outside
 * /api/v1 because providers send no `foyer-app-id`. A delivery is taken in only with a valid signature
 * made within the last 5 minutes (bad or stale: 400, nothing recorded); a (transaction, status) already
 * taken in is answered 200 `{ duplicate: true }` (the provider stops retrying) and not recorded again.
 */
export function webhookRoutes(deps: {
  apps: AppService;
  funding: FundingService;
  now: () => number;
  logger: Logger;
}): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post(
    "/webhooks/funding/:provider/:appId",
    bodyLimit({
      maxSize: WEBHOOK_MAX_BYTES,
      onError: (c) => c.json(new FoyerError("invalid_data", "Request body too large.").toJSON(), 400),
    }),
    async (c) => {
      const provider = c.req.param("provider");
      const webhook = fundingProviderServer(provider)?.webhook as FundingWebhook<unknown> | undefined;
      const appId = c.req.param("appId");
      const app = webhook && /^[\w-]{1,100}$/.test(appId) ? await deps.apps.find(appId) : null;
      const funding = (app?.settings as { funding?: Record<string, unknown> } | undefined)?.funding;
      const settings = funding?.[provider];
      if (!webhook || !app || !funding) throw new FoyerError("not_supported", "Not found.", { status: 404 });
      const body = await c.req.text();
      const check: WebhookCheck = settings
        ? webhook.verify(settings, { body, header: (name) => c.req.header(name), now: deps.now() })
        : { ok: false, reason: "provider not configured" };
      if (!check.ok) {
        deps.logger.warn("funding webhook refused", { provider, appId, reason: check.reason });
        throw new FoyerError("invalid_data", "Invalid webhook signature.");
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new FoyerError("invalid_data", "Request body must be JSON.");
      }
      const event = webhook.parse(json);
      if (!event) throw new FoyerError("invalid_data", "Unrecognised webhook event.");
      const first = await deps.funding.recordEvent(app.id, event);
      return c.json(first ? { received: true } : { received: true, duplicate: true });
    },
  );
  return routes;
}
