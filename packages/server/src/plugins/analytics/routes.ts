import { Hono } from "hono";
import { z } from "zod";
import { clientIp } from "../../http/clientIp.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { AnalyticsService } from "./AnalyticsService.ts";

/** Payloads are small property bags; anything bigger is a misuse (or an attempt to fill the disk). */
export const ANALYTICS_PAYLOAD_MAX_BYTES = 8_192;

const eventBody = z.object({
  event_name: z.string().min(1).max(128),
  client_id: z.string().max(128).nullish(),
  payload: z
    .record(z.string(), z.unknown())
    .optional()
    .refine((payload) => payload === undefined || JSON.stringify(payload).length <= ANALYTICS_PAYLOAD_MAX_BYTES, {
      message: `payload larger than ${ANALYTICS_PAYLOAD_MAX_BYTES} bytes`,
    }),
});

/** POST /api/v1/analytics_events. */
export function analyticsRoutes(deps: {
  analytics: AnalyticsService;
  rateLimiter: RateLimiter;
  eventsPerIpPerHour: number;
  trustProxy: boolean;
}): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post("/analytics_events", async (c) => {
    const body = await parseBody(c, eventBody);
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
