import type { FundingProvider, ProviderStatusView } from "@foyer/core/funding";
import type { FundingSnapshot } from "../../../flows/funding/FundingSnapshot.ts";

/**
 * One funding provider's part of the screens: its name, the amount screen's hint, and its status screen
 * from the state of its machine. One module per provider; `fundingProviders` lists them.
 */
export interface FundingProviderModule {
  id: FundingProvider;
  name: string;
  amountHint(exchange: boolean): string;
  /** The status screen, or null while the provider's machine has not started. */
  status(state: FundingSnapshot): ProviderStatusView | null;
}
