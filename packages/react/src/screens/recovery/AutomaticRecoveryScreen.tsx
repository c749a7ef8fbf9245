import type { RecoveryFlowEvent, RecoveryFlowState } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { Button, MODAL_TITLE_ID } from "../../shell/screenKit.ts";

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
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("automatic.title")}
      </h2>
      {automatic.status === "error" && (
        <>
          <p className="foyer-text">{automatic.error?.message}</p>
          <Button onClick={() => send({ type: "automatic", event: { type: "retry" } })}>{t("automatic.retry")}</Button>
        </>
      )}
    </FlowScreenFrame>
  );
}
