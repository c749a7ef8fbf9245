/** Send caps per hour. Defaults are generous for people and tight for scripts. */
export interface RateLimits {
  /** Code sends from one client IP per hour (all destinations). */
  codeSendsPerIpPerHour: number;
  /** Code sends to one destination per hour (all IPs). */
  codeSendsPerDestinationPerHour: number;
  /** Analytics events from one client IP per hour. */
  analyticsEventsPerIpPerHour: number;
  /** Guest accounts created from one client IP per hour (each is a user row). */
  guestAccountsPerIpPerHour: number;
  /** SIWE/SIWS nonces (siwe/init, siws/init together) handed to one client IP per hour (each is a row). */
  walletNoncesPerIpPerHour: number;
  /**
   * Refresh attempts (`POST sessions`) from one client IP per hour, right or wrong: a browser refreshes
   * about once an hour per tab, a token guesser far more often (raise it behind a large NAT).
   */
  refreshesPerIpPerHour: number;
}

export const defaultRateLimits: RateLimits = {
  codeSendsPerIpPerHour: 30,
  codeSendsPerDestinationPerHour: 10,
  analyticsEventsPerIpPerHour: 2_000,
  guestAccountsPerIpPerHour: 100,
  walletNoncesPerIpPerHour: 300,
  refreshesPerIpPerHour: 1_000,
};
