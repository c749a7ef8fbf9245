import type { MfaEvent, MfaState } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { hasCode, MfaCodeEntry } from "./MfaCodeEntry.tsx";
import { mfaErrorText } from "./mfaErrorText.ts";

/** SMS enrolment: the number, then the six-digit code sent to it. Back returns to the number, then to the choice. */
export function MfaEnrollSmsScreen({ state, send }: FlowScreenProps<MfaState, MfaEvent>) {
  const back = state.sentTo !== null || state.enrolFrom ? () => send({ type: "back" }) : undefined;
  const error = state.error ? mfaErrorText(state.error) : null;
  return (
    <FlowScreenFrame name="mfaEnrollSms" onBack={back} onClose={() => send({ type: "close" })}>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("mfa.enrolSmsTitle")}
      </h2>
      {state.sentTo !== null && hasCode(state) ? (
        <>
          <p className="foyer-text">{t("mfa.enrolCodeText", { phone: state.sentTo })}</p>
          <MfaCodeEntry state={state} send={send} />
        </>
      ) : (
        <form
          noValidate
          className="foyer-stack"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: "sendEnrolCode" });
          }}
        >
          <div className="foyer-field" data-invalid={error ? "true" : undefined}>
            <input
              className="foyer-input"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              aria-label={t("mfa.enrolPhoneLabel")}
              placeholder="+1 415 555 2671"
              value={state.phone}
              onChange={(e) => send({ type: "phoneInput", value: e.currentTarget.value })}
            />
            <kit.Button type="submit" loading={state.pending === "sendSms"} disabled={state.phone.trim() === ""}>
              {t("mfa.sendCode")}
            </kit.Button>
          </div>
          <p className="foyer-error-text" role="alert">
            {error ?? ""}
          </p>
        </form>
      )}
    </FlowScreenFrame>
  );
}
