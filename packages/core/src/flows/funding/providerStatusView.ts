import type { CoinbaseOnrampState } from "./coinbaseOnrampMachine.ts";
import { MOONPAY_COMPLETED_TEXT, MOONPAY_PROCESSING_TEXT, type MoonpayState } from "./moonpayMachine.ts";

export interface ProviderStatusView {
  title: string;
  body: string;
  /** The spinner shows while the purchase is in progress. */
  inProgress: boolean;
}

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

/** The MoonPay status screen (spec 001 §2, §4): In Progress, Processing payment, or success. */
export function moonpayStatusView(state: MoonpayState): ProviderStatusView {
  if (state.status === "completed") return { title: "Success!", body: MOONPAY_COMPLETED_TEXT, inProgress: false };
  if (state.status === "waitingAuthorization")
    return { title: "Processing payment", body: MOONPAY_PROCESSING_TEXT, inProgress: false };
  return { title: "In Progress", body: "Complete the purchase in the MoonPay window.", inProgress: true };
}
