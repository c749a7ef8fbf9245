import { coinbaseStatusView } from "@foyer/core/funding";
import type { FundingProviderModule } from "./FundingProviderModule.ts";

/** Coinbase Onramp: card purchases ("buy") and transfers from a Coinbase account ("send"). */
export const coinbaseProvider: FundingProviderModule = {
  id: "coinbase",
  name: "Coinbase",
  amountHint: (exchange) =>
    exchange
      ? "Transfer from your Coinbase account. A Coinbase window opens to complete it."
      : "Pay with card through Coinbase. A Coinbase window opens to complete the purchase.",
  status: (state) =>
    state.coinbase ? coinbaseStatusView(state.coinbase, state.flow.method === "exchange" ? "send" : "buy") : null,
};
