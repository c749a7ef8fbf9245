import type { RecoveryFlowEvent, RecoveryFlowState } from "@foyer/core/wallets";
import { useId } from "#react";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";

/** 'Enter your password': recovers the wallet on this device; a wrong password keeps the screen. */
export function RecoverPasswordScreen({ state, send }: FlowScreenProps<RecoveryFlowState, RecoveryFlowEvent>) {
  const errorId = useId();
  if (state.step.screen !== "recover") return null;
  const recover = state.step.recover;
  return (
    <FlowScreenFrame name="recoverPassword" onClose={() => send({ type: "close" })}>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("recover.title")}
      </h2>
      <p className="foyer-text">{t("recover.text")}</p>
      <form
        noValidate
        className="foyer-stack"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: "recover", event: { type: "submit" } });
        }}
      >
        <div className="foyer-field" data-invalid={recover.error ? "true" : undefined}>
          <input
            className="foyer-input"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-label={t("password.label")}
            placeholder={t("password.label")}
            value={recover.password}
            aria-describedby={errorId}
            onChange={(e) => send({ type: "recover", event: { type: "input", value: e.currentTarget.value } })}
          />
        </div>
        <p id={errorId} className="foyer-error-text" role="alert">
          {recover.error ?? ""}
        </p>
        <kit.Button type="submit" loading={recover.status === "submitting"} disabled={recover.password === ""}>
          {t("recover.submit")}
        </kit.Button>
      </form>
    </FlowScreenFrame>
  );
}
