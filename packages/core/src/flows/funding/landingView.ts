import type { FundingMethod } from "../../wire/WireFundingConfig.ts";
import type { FundingFlowState } from "./fundingFlowMachine.ts";

export const TRY_DIFFERENT_PROVIDER_TEXT = "Having trouble or facing location restrictions? Try a different provider.";

const LABELS: Record<FundingMethod, string> = {
  card: "Pay with card",
  exchange: "Transfer from an exchange",
  wallet: "Transfer from wallet",
  manual: "Receive funds",
};

export interface LandingView {
  title: string;
  /** One button per offered method, in the landing's order; send `chooseMethod` with its `method`. */
  buttons: { method: FundingMethod; label: string; badge: "Apple Pay" | "Google Pay" | null }[];
  /** The inline error (a provider that failed, a window closed early). */
  errorMessage: string | null;
  /** 'Try a different provider' (send `tryDifferentProvider`); null with a single card provider. */
  differentProviderLink: string | null;
}

/**
 * The fund landing (spec 001 §2): 'Add funds to your {wallet name} wallet' unless `uiConfig.landing.title`;
 * 'Pay with card' carries an Apple Pay or Google Pay badge when the browser offers one.
 */
export function landingView(state: FundingFlowState, wallet: { applePay: boolean; googlePay: boolean }): LandingView {
  const { data } = state;
  const order: FundingMethod[] = ["card", "exchange", "wallet", "manual"];
  const cardProviders = data.supportedOptions.filter((option) => option.method === "card");
  return {
    title: data.uiConfig.landing?.title ?? `Add funds to your ${data.walletName} wallet`,
    buttons: order
      .filter((method) => data.methods.includes(method) && (method !== "card" || cardProviders.length > 0))
      .map((method) => ({
        method,
        label: LABELS[method],
        badge: method === "card" ? (wallet.applePay ? "Apple Pay" : wallet.googlePay ? "Google Pay" : null) : null,
      })),
    errorMessage: state.errorMessage,
    differentProviderLink: cardProviders.length > 1 ? TRY_DIFFERENT_PROVIDER_TEXT : null,
  };
}
