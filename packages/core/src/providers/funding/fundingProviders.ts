import { coinbase } from "./coinbase.ts";
import type { AnyFundingProviderDefinition } from "./FundingProviderDefinition.ts";
import { moonpay } from "./moonpay.ts";

/**
 * The funding providers (spec 001 §2 "Pay with card", "Transfer from an exchange"), in the order
 * 'Try a different provider' moves through when an app offers several for cards: the one list the funding
 * flow, its screens and the server's funding plugin read. Adding one is its file beside this one plus its
 * line here (and its server half, if it calls the Foyer server: docs/architecture.md "Adding a provider").
 */
export const FUNDING_PROVIDERS = [coinbase, moonpay] as const satisfies readonly AnyFundingProviderDefinition[];

/** A funding provider's id: "coinbase" | "moonpay". */
export type FundingProviderId = (typeof FUNDING_PROVIDERS)[number]["id"];

/** The ids, for schemas and guards. */
export const FUNDING_PROVIDER_IDS = FUNDING_PROVIDERS.map((provider) => provider.id) as [
  FundingProviderId,
  ...FundingProviderId[],
];

/** The provider with this id among `providers` (default: the registry), or undefined. */
export function findFundingProvider(
  id: string | null | undefined,
  providers: readonly AnyFundingProviderDefinition[] = FUNDING_PROVIDERS,
): AnyFundingProviderDefinition | undefined {
  return providers.find((provider) => provider.id === id);
}
