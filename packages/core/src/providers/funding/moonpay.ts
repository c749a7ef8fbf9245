import { defineFundingProvider, type ProviderStatusView } from "./FundingProviderDefinition.ts";
import {
  MOONPAY_COMPLETED_TEXT,
  MOONPAY_PROCESSING_TEXT,
  type MoonpayState,
  moonpayMachine,
} from "./moonpayMachine.ts";
import { runMoonpayEffects } from "./runMoonpayEffects.ts";

/** The MoonPay status screen (spec 001 §2, §4): In Progress, Processing payment, or success. */
export function moonpayStatusView(state: MoonpayState): ProviderStatusView {
  if (state.status === "completed") return { title: "Success!", body: MOONPAY_COMPLETED_TEXT, inProgress: false };
  if (state.status === "waitingAuthorization")
    return { title: "Processing payment", body: MOONPAY_PROCESSING_TEXT, inProgress: false };
  return { title: "In Progress", body: "Complete the purchase in the MoonPay window.", inProgress: true };
}

/**
 * MoonPay: card purchases in MoonPay's widget. The server half (packages/server/src/plugins/funding/moonpay/)
 * signs the widget URL with the app's secret key; the client polls MoonPay's public transaction lookup with
 * the publishable key the server serves (`moonpay_api_url`, `moonpay_api_key` and their `moonpay_sandbox_`
 * twins).
 */
export const moonpay = defineFundingProvider({
  id: "moonpay",
  label: "MoonPay",
  methods: ["card"],
  // Largest purchase: a MoonPay default, in USD (Foyer's choice where spec 001 is silent).
  maxUsd: 10_000,
  amountHint: () => "Pay with card through MoonPay. A MoonPay window opens to complete the purchase.",
  machine: moonpayMachine,
  run: runMoonpayEffects,
  outcome: (state) =>
    state.status === "completed"
      ? { outcome: "success" }
      : state.status === "failed" || state.status === "serviceFailure" || state.status === "abandoned"
        ? { outcome: state.status === "abandoned" ? "abandoned" : "failed", message: state.errorMessage }
        : null,
  statusView: (state) => moonpayStatusView(state),
});
