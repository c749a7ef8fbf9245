import { type RecoveryFlowEvent, type RecoveryFlowState, recoverySelectionView } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";

/** 'Secure your account' / 'Update backup method' with the enabled options and the info panel. */
export function RecoverySelectionScreen({ state, send }: FlowScreenProps<RecoveryFlowState, RecoveryFlowEvent>) {
  const { step, context } = state;
  if (step.screen !== "selection") return null;
  const close = () => send({ type: "close" });
  // The options depend on the wallet's method ('Set' or 'Reset your password', the current drive hidden).
  if (step.currentMethod === undefined) {
    return (
      <FlowScreenFrame name="recoverySelection" onClose={close}>
        <kit.LoadingScreen />
      </FlowScreenFrame>
    );
  }
  const view = recoverySelectionView({
    currentMethod: step.currentMethod,
    enabledOptions: context.enabledOptions,
    isInAccountCreateFlow: context.isInAccountCreateFlow,
  });
  if (step.info) {
    return (
      <FlowScreenFrame name="recoveryInfo" onBack={() => send({ type: "hideInfo" })} onClose={close}>
        <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
          {view.infoTitle}
        </h2>
        <p className="foyer-text">{t("recovery.infoText")}</p>
        <kit.Button onClick={() => send({ type: "hideInfo" })}>{view.infoButton}</kit.Button>
      </FlowScreenFrame>
    );
  }
  return (
    <FlowScreenFrame name="recoverySelection" onClose={close}>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {view.title}
      </h2>
      <p className="foyer-text">{view.text}</p>
      <div className="foyer-stack">
        {view.options.map((option) => (
          <kit.Button
            key={option.method}
            variant="secondary"
            onClick={() => send({ type: "choose", method: option.method })}
          >
            {option.label}
          </kit.Button>
        ))}
        <button type="button" className="foyer-link" onClick={() => send({ type: "showInfo" })}>
          {view.infoTitle}
        </button>
      </div>
    </FlowScreenFrame>
  );
}
