import type { CodeEntryState } from "@foyer/core/login";
import type { MfaEvent, MfaState } from "@foyer/core/wallets";
import { useId } from "#react";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";

function errorLine(code: CodeEntryState): string {
  const error = code.error;
  if (!error) return "";
  switch (error.kind) {
    case "incorrect_code":
      return t("mfa.invalidCode");
    case "not_numeric":
      return t("code.notNumeric");
    case "too_many_requests":
      return t("mfa.rateLimited");
    default:
      return error.message ?? t("code.issueVerifying");
  }
}

/**
 * The six boxes of an MFA code (the login's CodeInput), drawn from the MFA machine's code state: the call
 * runs when the last box fills; a wrong code clears the boxes like a wrong login code.
 */
export function MfaCodeEntry({
  state,
  send,
}: {
  state: MfaState & { code: CodeEntryState };
  send(event: MfaEvent): void;
}) {
  const errorId = useId();
  const { code } = state;
  return (
    <div className="foyer-stack">
      <kit.CodeInput
        digits={code.digits}
        status={code.status}
        focus={code.focus}
        onEvent={(event) => send({ type: "code", event })}
        describedBy={errorId}
      />
      <p id={errorId} className="foyer-error-text" role="alert">
        {/* The code is dead after too many wrong tries: say so (a new code is the way on) until one is sent. */}
        {state.codeMaxAttempts && code.error ? t("mfa.maxAttempts") : errorLine(code)}
      </p>
      <button
        type="button"
        className="foyer-link"
        disabled={code.resend !== "ready"}
        onClick={() => send({ type: "code", event: { type: "resend" } })}
      >
        {code.resend === "cooldown"
          ? t("code.sent")
          : code.resend === "sending"
            ? t("code.resending")
            : t("code.resend")}
      </button>
    </div>
  );
}

/** Narrows the state to one with the code boxes showing. */
export const hasCode = (state: MfaState): state is MfaState & { code: CodeEntryState } => state.code !== null;
