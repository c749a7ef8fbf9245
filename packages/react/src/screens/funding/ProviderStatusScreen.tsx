import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { fundingStyles } from "./fundingStyles.ts";

/**
 * The funding provider's status screen (spec 001 §2, §4), from its definition and its machine's state: e.g.
 * Coinbase 'In Progress' or success; MoonPay 'In Progress', 'Processing payment' or success, while the user
 * completes the purchase in the provider's window. Back returns to the landing (the window is closed).
 */
export function ProviderStatusScreen({ state, send }: FundingScreenProps) {
  const running = state.funding.provider();
  const method = state.flow.method === "exchange" ? "exchange" : "card";
  const view = running && state.provider !== null ? running.definition.statusView(state.provider, method) : null;
  return (
    <FlowScreenFrame
      name={`fund${running?.definition.label ?? ""}`}
      onBack={() => send({ type: "back" })}
      onClose={() => send({ type: "close" })}
    >
      <style>{fundingStyles}</style>
      {view?.inProgress !== false ? (
        <div className="foyer-fund-spinner">
          <span className="foyer-spinner" aria-hidden="true" />
        </div>
      ) : (
        <div className="foyer-badge" data-tone="success">
          <kit.Icon name="check" size={28} />
        </div>
      )}
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {view?.title ?? "In Progress"}
      </h2>
      <p className="foyer-text">{view?.body ?? ""}</p>
    </FlowScreenFrame>
  );
}
