import { amountView, findFundingProvider, fundingProviderFor } from "@foyer/core/funding";
import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { AmountField } from "./AmountField.tsx";
import { FundingError } from "./FundingError.tsx";
import { fundingStyles } from "./fundingStyles.ts";

/**
 * Confirm or edit amount (spec 001 §2): the amount in the funded asset with its currency label and a USD
 * estimate; 'Continue' (disabled unless above 0) opens the provider's window inside the click.
 */
export function FundAmountScreen({ state, send }: FundingScreenProps) {
  const view = amountView(state.flow);
  const provider = findFundingProvider(fundingProviderFor(state.flow), state.funding.providers);
  return (
    <FlowScreenFrame name="fundAmount" onBack={() => send({ type: "back" })} onClose={() => send({ type: "close" })}>
      <style>{fundingStyles}</style>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        Confirm amount
      </h2>
      <p className="foyer-text">{provider?.amountHint(state.flow.method === "exchange" ? "exchange" : "card") ?? ""}</p>
      <AmountField value={view.value} currency={view.currency} onChange={(raw) => send({ type: "editAmount", raw })} />
      <p className="foyer-fund-usd">{view.usdEstimate ?? "\u00a0"}</p>
      <FundingError message={view.message} />
      <kit.Button disabled={view.continueDisabled} onClick={() => send({ type: "continue" })}>
        {view.continueLabel}
      </kit.Button>
    </FlowScreenFrame>
  );
}
