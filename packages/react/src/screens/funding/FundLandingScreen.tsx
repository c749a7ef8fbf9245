import { landingView } from "@foyer/core/funding";
import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { FundingError } from "./FundingError.tsx";
import { fundingStyles } from "./fundingStyles.ts";
import { MethodIcon } from "./MethodIcon.tsx";
import { paymentBadges } from "./paymentBadges.ts";

/** The fund landing (spec 001 §2): the methods the app offers, the inline error, 'Try a different provider'. */
export function FundLandingScreen({ state, send }: FundingScreenProps) {
  const view = landingView(state.flow, paymentBadges());
  return (
    <FlowScreenFrame name="fundLanding" onClose={() => send({ type: "close" })}>
      <style>{fundingStyles}</style>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {view.title}
      </h2>
      <div className="foyer-spacer" />
      <FundingError message={view.errorMessage} />
      <div className="foyer-fund-methods">
        {view.buttons.map((button) => (
          <button
            key={button.method}
            type="button"
            className="foyer-fund-method"
            data-foyer-fund-method={button.method}
            onClick={() => send({ type: "chooseMethod", method: button.method })}
          >
            <MethodIcon method={button.method} />
            <span className="foyer-fund-method-label">{button.label}</span>
            {button.badge && <kit.Chip>{button.badge}</kit.Chip>}
          </button>
        ))}
      </div>
      {view.differentProviderLink && (
        <button
          type="button"
          className="foyer-link foyer-fund-link"
          onClick={() => send({ type: "tryDifferentProvider" })}
        >
          {view.differentProviderLink}
        </button>
      )}
    </FlowScreenFrame>
  );
}
