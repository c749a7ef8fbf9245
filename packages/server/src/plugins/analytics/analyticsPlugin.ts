import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { AnalyticsService } from "./AnalyticsService.ts";
import { analyticsRoutes } from "./routes.ts";

/** Client analytics events (`analytics_events`), capped per IP. */
export const analyticsPlugin: ServerPlugin = {
  id: "analytics",
  setup(ctx) {
    const analytics = new AnalyticsService(ctx.db, ctx.now);
    const eventsPerIpPerHour = ctx.rateLimits.analyticsEventsPerIpPerHour;
    return { api: analyticsRoutes({ ...ctx, analytics, eventsPerIpPerHour }) };
  },
};
