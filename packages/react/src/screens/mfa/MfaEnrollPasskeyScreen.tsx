import type { MfaEvent, MfaState } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { mfaErrorText } from "./mfaErrorText.ts";

/** Passkey enrolment: one of the user's linked passkeys becomes the second factor. */
export function MfaEnrollPasskeyScreen({ state, send }: FlowScreenProps<MfaState, MfaEvent>) {
  return (
    <FlowScreenFrame
      name="mfaEnrollPasskey"
      onBack={state.enrolFrom ? () => send({ type: "back" }) : undefined}
      onClose={() => send({ type: "close" })}
    >
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("mfa.enrolPasskeyTitle")}
      </h2>
      <kit.Button loading={state.pending === "call"} onClick={() => send({ type: "enrolPasskey" })}>
        {t("mfa.enrolPasskey")}
      </kit.Button>
      <p className="foyer-error-text" role="alert">
        {state.error ? mfaErrorText(state.error) : ""}
      </p>
    </FlowScreenFrame>
  );
}
