import type { FundingProvider } from "@foyer/core/funding";
import { coinbaseProvider } from "./coinbaseProvider.ts";
import type { FundingProviderModule } from "./FundingProviderModule.ts";
import { moonpayProvider } from "./moonpayProvider.ts";

/** The funding providers' screen modules by id: adding a provider is one module and one line here. */
export const fundingProviders: Readonly<Record<FundingProvider, FundingProviderModule>> = {
  coinbase: coinbaseProvider,
  moonpay: moonpayProvider,
};
