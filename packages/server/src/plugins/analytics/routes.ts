import { analyticsEventBody } from "@foyer/core/contract";
import { Hono } from "hono";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { wire } from "../../http/wire.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { AnalyticsService } from "./AnalyticsService.ts";

/** POST /api/v1/analytics_events. */
export function analyticsRoutes(deps: {
  analytics: AnalyticsService;
  rateLimiter: RateLimiter;
  eventsPerIpPerHour: number;
  trustProxy: boolean;
}): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post("/analytics_events", wire({ body: analyticsEventBody }), async (c) => {
    const body = await parseBody(c, analyticsEventBody);
    const ip = clientIp(c, deps.trustProxy);
    await deps.rateLimiter.hit(`analytics:ip:${ip}`, deps.eventsPerIpPerHour, 60 * 60_000);
    await deps.analytics.record(c.get("app").id, {
      eventName: body.event_name,
      clientId: body.client_id ?? null,
      payload: body.payload ?? {},
    });
    return c.json({ success: true });
  });
  return routes;
}
