import { fundedAsset } from "./FundingData.ts";
import type { FundingFlowState } from "./fundingFlowMachine.ts";

/**
 * 'Success!' (spec 001 §2), which closes itself after FUNDING_SUCCESS_CLOSE_MS: "You've successfully added
 * {amount} {symbol} to your {app} wallet. It may take a minute before the funds are available to use."
 */
export function fundingSuccessView(state: FundingFlowState): { title: "Success!"; body: string } {
  const { symbol } = fundedAsset(state.data);
  const amount = state.receivedAmount ?? state.amount;
  return {
    title: "Success!",
    body: `You've successfully added ${amount} ${symbol} to your ${state.data.appName} wallet. It may take a minute before the funds are available to use.`,
  };
}
