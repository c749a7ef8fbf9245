/** Send caps per hour. Defaults are generous for people and tight for scripts. */
export interface RateLimits {
  /** Code sends from one client IP per hour (all destinations). */
  codeSendsPerIpPerHour: number;
  /** Code sends to one destination per hour (all IPs). */
  codeSendsPerDestinationPerHour: number;
  /** Analytics events from one client IP per hour. */
  analyticsEventsPerIpPerHour: number;
}

export const defaultRateLimits: RateLimits = {
  codeSendsPerIpPerHour: 30,
  codeSendsPerDestinationPerHour: 10,
  analyticsEventsPerIpPerHour: 2_000,
};
