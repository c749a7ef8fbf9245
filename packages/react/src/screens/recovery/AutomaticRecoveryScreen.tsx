import type { RecoveryFlowEvent, RecoveryFlowState } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";

/** 'Automatically secure your account': recovery method set to foyer (server-held key), user refreshed. */
export function AutomaticRecoveryScreen({ state, send }: FlowScreenProps<RecoveryFlowState, RecoveryFlowEvent>) {
  if (state.step.screen !== "automatic") return null;
  const automatic = state.step.automatic;
  return (
    <FlowScreenFrame name="automaticRecovery" onClose={() => send({ type: "close" })}>
      {automatic.status !== "error" && (
        <div className="foyer-progress" role="status" aria-label={t("automatic.title")}>
          <span className="foyer-spinner" />
        </div>
      )}
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("automatic.title")}
      </h2>
      {automatic.status === "error" && (
        <>
          <p className="foyer-text">{automatic.error?.message}</p>
          <kit.Button onClick={() => send({ type: "automatic", event: { type: "retry" } })}>
            {t("automatic.retry")}
          </kit.Button>
        </>
      )}
    </FlowScreenFrame>
  );
}
