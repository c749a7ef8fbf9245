import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { AnalyticsService } from "./AnalyticsService.ts";
import { analyticsRoutes } from "./routes.ts";

/** Default retention of analytics events (ServerOptions.analyticsRetentionDays). */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90;

/** Client analytics events (`analytics_events`), capped per IP, pruned after their retention. */
export const analyticsPlugin: ServerPlugin = {
  id: "analytics",
  setup(ctx) {
    const analytics = new AnalyticsService(ctx.db, ctx.now);
    const eventsPerIpPerHour = ctx.rateLimits.analyticsEventsPerIpPerHour;
    const retentionMs = (ctx.options.analyticsRetentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS) * 24 * 60 * 60_000;
    // The plugin owns the table, so it registers the table's pruning itself.
    ctx.housekeeping.register("analytics.analytics_events", (now) => analytics.prune(now - retentionMs));
    return { api: analyticsRoutes({ ...ctx, analytics, eventsPerIpPerHour }) };
  },
};
