import { type CoinbaseOnrampState, coinbaseOnrampMachine } from "./coinbaseOnrampMachine.ts";
import {
  defineFundingProvider,
  type FundingProviderMethod,
  type ProviderStatusView,
} from "./FundingProviderDefinition.ts";
import { runCoinbaseOnrampEffects } from "./runCoinbaseOnrampEffects.ts";

/** The Coinbase status screen (spec 001 §2): In Progress, or success. */
export function coinbaseStatusView(state: CoinbaseOnrampState, experience: "buy" | "send"): ProviderStatusView {
  if (state.status === "success") return { title: "Success!", body: "Your purchase is complete.", inProgress: false };
  return {
    title: "In Progress",
    body:
      experience === "send"
        ? "Complete the transfer in the Coinbase window."
        : "Complete the purchase in the Coinbase window.",
    inProgress: true,
  };
}

const experienceOf = (method: FundingProviderMethod) => (method === "exchange" ? "send" : "buy");

/**
 * Coinbase Onramp: card purchases ("buy") and transfers from the user's Coinbase account ("send", the only
 * exchange Foyer offers). The server half (packages/server/src/plugins/funding/coinbase/) opens the session
 * with the app's CDP key and answers the status; the client reads `coinbase_pay_url`.
 */
export const coinbase = defineFundingProvider({
  id: "coinbase",
  label: "Coinbase",
  methods: ["card", "exchange"],
  // Largest purchase: Coinbase's guest-checkout limit, in USD (Foyer's choice where spec 001 is silent).
  maxUsd: 500,
  amountHint: (method) =>
    method === "exchange"
      ? "Transfer from your Coinbase account. A Coinbase window opens to complete it."
      : "Pay with card through Coinbase. A Coinbase window opens to complete the purchase.",
  machine: coinbaseOnrampMachine,
  run: runCoinbaseOnrampEffects,
  outcome: (state) =>
    state.status === "success"
      ? { outcome: "success" }
      : state.status === "error" || state.status === "abandoned"
        ? { outcome: state.status === "error" ? "failed" : "abandoned", message: state.errorMessage }
        : null,
  statusView: (state, method) => coinbaseStatusView(state, experienceOf(method)),
});
