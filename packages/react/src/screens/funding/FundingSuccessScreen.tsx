import { fundingSuccessView } from "@foyer/core/funding";
import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { StatusScreen } from "../../shell/StatusScreen.tsx";
import { fundingStyles } from "./fundingStyles.ts";

/** 'Success!' (spec 001 §2): the sentence with amount, asset and app; the flow closes it after a delay. */
export function FundingSuccessScreen({ state, send }: FundingScreenProps) {
  const view = fundingSuccessView(state.flow);
  return (
    <FlowScreenFrame name="fundingSuccess" onClose={() => send({ type: "close" })}>
      <style>{fundingStyles}</style>
      <StatusScreen tone="success" title={view.title} text={view.body} />
    </FlowScreenFrame>
  );
}
