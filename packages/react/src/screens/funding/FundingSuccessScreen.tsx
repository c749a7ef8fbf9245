import { fundingSuccessView } from "@foyer/core/funding";
import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { MODAL_TITLE_ID } from "../../shell/ModalContext.ts";
import { Icon } from "../../ui/Icon.tsx";
import { fundingStyles } from "./fundingStyles.ts";

/** 'Success!' (spec 001 §2): the sentence with amount, asset and app; the flow closes it after a delay. */
export function FundingSuccessScreen({ state, send }: FundingScreenProps) {
  const view = fundingSuccessView(state.flow);
  return (
    <FlowScreenFrame name="fundingSuccess" onClose={() => send({ type: "close" })}>
      <style>{fundingStyles}</style>
      <div className="foyer-badge" data-tone="success">
        <Icon name="check" size={28} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {view.title}
      </h2>
      <p className="foyer-text">{view.body}</p>
    </FlowScreenFrame>
  );
}
