import { type MfaEvent, type MfaState, mfaVerifyChoices } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { hasCode, MfaCodeEntry } from "./MfaCodeEntry.tsx";
import { mfaErrorText } from "./mfaErrorText.ts";

/**
 * MFA before a wallet action: the SMS code (six boxes) or the enrolled passkey. A user with nothing
 * enrolled (the app forces MFA) is offered enrolment here; it comes back to this screen.
 */
export function MfaVerifyScreen({ state, send }: FlowScreenProps<MfaState, MfaEvent>) {
  const ready = state.methods !== null && state.pending !== "list" && state.pending !== "sendSms";
  const choices = ready && state.methods ? mfaVerifyChoices(state.methods, state.hasLinkedPasskey) : null;
  return (
    <FlowScreenFrame name="mfaVerify" onClose={() => send({ type: "close" })}>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("mfa.verifyTitle")}
      </h2>
      {choices?.smsHint != null && hasCode(state) && (
        <>
          <p className="foyer-text">{t("mfa.verifySmsText", { hint: choices.smsHint })}</p>
          <MfaCodeEntry state={state} send={send} />
        </>
      )}
      {choices?.passkey && (
        <kit.Button
          variant={choices.smsHint !== null ? "secondary" : "primary"}
          loading={state.pending === "call"}
          onClick={() => send({ type: "verifyWithPasskey" })}
        >
          {t("mfa.verifyPasskey")}
        </kit.Button>
      )}
      {choices?.enrol && (
        <div className="foyer-stack" data-foyer-mfa-setup="">
          <p className="foyer-text">{t("mfa.setupText")}</p>
          <kit.Button onClick={() => send({ type: "enrol", method: "sms" })}>{t("mfa.enrolSmsTitle")}</kit.Button>
          {choices.enrol.passkey && (
            <kit.Button variant="secondary" onClick={() => send({ type: "enrol", method: "passkey" })}>
              {t("mfa.enrolPasskeyTitle")}
            </kit.Button>
          )}
        </div>
      )}
      {!ready && !state.error && <kit.LoadingScreen />}
      <p className="foyer-error-text" role="alert">
        {state.error ? mfaErrorText(state.error) : ""}
      </p>
    </FlowScreenFrame>
  );
}
