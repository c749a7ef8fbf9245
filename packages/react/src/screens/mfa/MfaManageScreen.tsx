import type { MfaMethod } from "@foyer/core/api";
import type { MfaEvent, MfaState } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { hasCode, MfaCodeEntry } from "./MfaCodeEntry.tsx";
import { mfaErrorText } from "./mfaErrorText.ts";

/**
 * The rows' action buttons share one fixed width at the row's end (not stretched across the row), and Done
 * keeps its distance from the last row.
 */
const manageStyles = `
.foyer-mfa-row { cursor: default; padding: 0 8px 0 16px; }
.foyer-mfa-row:hover { background: var(--foyer-background); border-color: var(--foyer-border); }
.foyer-mfa-row .foyer-button { flex: none; width: 104px; min-height: 36px; border-radius: 9px; font-size: 14px; }
.foyer-mfa-done { margin-top: 20px; }
`;

/** MFA management: which methods are enrolled, Add (opens enrolment) and Remove (verified first). */
export function MfaManageScreen({ state, send }: FlowScreenProps<MfaState, MfaEvent>) {
  const busy = state.pending !== null;
  const row = (method: MfaMethod) => {
    const enrolled = state.methods?.find((m) => m.method === method);
    return (
      <div key={method} className="foyer-entry foyer-mfa-row" data-foyer-mfa-method={method}>
        <span className="foyer-entry-label">
          {method === "sms" ? t("mfa.sms") : t("mfa.passkey")}
          {enrolled ? ` · ${t("mfa.enrolled")}${method === "sms" ? ` ${enrolled.hint}` : ""}` : ""}
        </span>
        {enrolled ? (
          <kit.Button
            variant="secondary"
            disabled={busy || state.code !== null}
            onClick={() => send({ type: "remove", method })}
          >
            {t("mfa.remove")}
          </kit.Button>
        ) : (
          <kit.Button variant="secondary" disabled={busy} onClick={() => send({ type: "enrol", method })}>
            {t("mfa.add")}
          </kit.Button>
        )}
      </div>
    );
  };
  return (
    <FlowScreenFrame name="mfaManage" onClose={() => send({ type: "close" })}>
      <style>{manageStyles}</style>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("mfa.manageTitle")}
      </h2>
      <p className="foyer-text">{t("mfa.manageText")}</p>
      <div className="foyer-stack">
        {row("sms")}
        {row("passkey")}
        {hasCode(state) && <MfaCodeEntry state={state} send={send} />}
      </div>
      <p className="foyer-error-text" role="alert">
        {state.error ? mfaErrorText(state.error) : ""}
      </p>
      <div className="foyer-mfa-done">
        <kit.Button onClick={() => send({ type: "done" })}>{t("mfa.done")}</kit.Button>
      </div>
    </FlowScreenFrame>
  );
}
