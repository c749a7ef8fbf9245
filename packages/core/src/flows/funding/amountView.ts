import { fundedAsset } from "./FundingData.ts";
import { checkFundingAmount, fundingUsdEstimate } from "./fundingAmount.ts";
import type { FundingFlowState } from "./fundingFlowMachine.ts";

export interface AmountView {
  value: string;
  /** The currency label beside the field. */
  currency: string;
  usdEstimate: string | null;
  continueLabel: "Continue";
  /** Spec 001 §5: disabled unless the amount is above 0 (and fits the asset's decimals and the provider). */
  continueDisabled: boolean;
  /** Why Continue was refused (after a press), e.g. 'Enter an amount above 0.'. */
  message: string | null;
}

/** Confirm or edit amount (spec 001 §2): send `editAmount` on input and `continue` on the button. */
export function amountView(state: FundingFlowState): AmountView {
  const asset = fundedAsset(state.data);
  const check = checkFundingAmount(state.amount, { decimals: asset.decimals });
  return {
    value: state.amount,
    currency: asset.symbol,
    usdEstimate: fundingUsdEstimate(state.amount, state.usdPrice),
    continueLabel: "Continue",
    continueDisabled: !check.ok,
    message: state.amountMessage,
  };
}
