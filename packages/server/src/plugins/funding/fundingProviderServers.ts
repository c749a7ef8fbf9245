import { coinbaseFunding } from "./coinbase/coinbaseFunding.ts";
import { moonpayFunding } from "./moonpay/moonpayFunding.ts";

/**
 * The server halves of the funding providers (their client halves: @foyer/core's FUNDING_PROVIDERS): the one
 * list the funding plugin reads for `settings.funding.<id>`, the public endpoints, routes, webhooks and the
 * development sandbox. Adding a provider with a server half is its folder beside these plus its line here.
 */
export const FUNDING_PROVIDER_SERVERS = [coinbaseFunding, moonpayFunding] as const;

/** The server half of a provider, if it has one. */
export function fundingProviderServer(id: string) {
  return FUNDING_PROVIDER_SERVERS.find((half) => half.id === id);
}
