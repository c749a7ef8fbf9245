import { moonpayStatusView } from "@foyer/core/funding";
import type { FundingProviderModule } from "./FundingProviderModule.ts";

/** MoonPay: card purchases in MoonPay's widget. */
export const moonpayProvider: FundingProviderModule = {
  id: "moonpay",
  name: "MoonPay",
  amountHint: () => "Pay with card through MoonPay. A MoonPay window opens to complete the purchase.",
  status: (state) => (state.moonpay ? moonpayStatusView(state.moonpay) : null),
};
