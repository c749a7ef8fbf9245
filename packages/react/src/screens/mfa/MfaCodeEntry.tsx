import {
  type CodeEntryEffect,
  type CodeEntryEvent,
  type CodeEntryState,
  type CodeEntryTimerId,
  codeEntryMachine,
  FoyerError,
} from "@foyer/core";
import { useCallback, useId, useRef, useState } from "react";
import { t } from "../../i18n/t.ts";
import { CodeInput } from "../../ui/CodeInput.tsx";
import { useMachine, useTimers } from "../recovery/useMachine.ts";

/** What the MFA screens show for a failed code (spec 001 §8 MFA errors); a 429 is a rate limit. */
export function mfaErrorText(error: unknown): string {
  if (error instanceof FoyerError) {
    if (isMaxAttempts(error)) return t("mfa.maxAttempts");
    if (error.code === "too_many_requests") return t("mfa.rateLimited");
    if (error.code === "missing_or_invalid_mfa") return t("mfa.invalidCode");
    if (error.code === "client_request_timeout") return t("mfa.timeout");
    return error.message;
  }
  return String(error);
}

/** The server's answer once a code took its 5th wrong try (wallet-proxy type mfa_verification_max_attempts_reached). */
function isMaxAttempts(error: unknown): boolean {
  return (
    error instanceof FoyerError &&
    (error.details as { reason?: unknown } | undefined)?.reason === "max_attempts_reached"
  );
}

function errorLine(state: CodeEntryState): string {
  const error = state.error;
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
 * Six-box code entry for MFA, the login code machine and CodeInput reused: `verify` runs when the last
 * box fills; a wrong code (missing_or_invalid_mfa) clears the boxes like a wrong login code.
 */
export function MfaCodeEntry({ verify, resend }: { verify(code: string): Promise<void>; resend(): Promise<void> }) {
  const timers = useTimers<CodeEntryTimerId>();
  const focus = useRef<((index: number) => void) | null>(null);
  const errorId = useId();
  // The code is dead after too many wrong tries: say so (a new code is the way on) until one is sent.
  const [maxAttempts, setMaxAttempts] = useState(false);
  const run = useCallback(
    (effect: CodeEntryEffect, send: (e: CodeEntryEvent) => void) => {
      const asFlowError = (error: unknown) => {
        const e = error instanceof FoyerError ? error : new FoyerError("unknown_mfa_error");
        // The machine knows invalid_credentials as "Incorrect code"; MFA's wrong code maps onto it.
        const code = e.code === "missing_or_invalid_mfa" ? "invalid_credentials" : e.code;
        return { code, message: e.message, status: e.status ?? null };
      };
      switch (effect.type) {
        case "authenticate":
          verify(effect.code).then(
            () => send({ type: "authenticateSucceeded" }),
            (error: unknown) => {
              setMaxAttempts(isMaxAttempts(error));
              send({ type: "authenticateFailed", error: asFlowError(error) });
            },
          );
          return;
        case "sendCode":
          setMaxAttempts(false);
          resend().then(
            () => send({ type: "resendSucceeded" }),
            (error: unknown) => send({ type: "resendFailed", error: asFlowError(error) }),
          );
          return;
        case "startTimer":
          timers.start(effect.id, effect.ms, () => send({ type: "timer", id: effect.id }));
          return;
        case "cancelTimer":
          timers.cancel(effect.id);
          return;
        case "focusBox":
          focus.current?.(effect.index);
          return;
        case "escalate":
          return;
      }
    },
    [verify, resend, timers],
  );
  const [state, send] = useMachine<CodeEntryState, CodeEntryEvent, CodeEntryEffect>(
    codeEntryMachine.initial,
    codeEntryMachine.transition,
    run,
  );
  return (
    <div className="foyer-stack">
      <CodeInput
        digits={state.digits}
        status={state.status}
        onEvent={send}
        registerFocus={(f) => {
          focus.current = f;
        }}
        describedBy={errorId}
      />
      <p id={errorId} className="foyer-error-text" role="alert">
        {maxAttempts && state.error ? t("mfa.maxAttempts") : errorLine(state)}
      </p>
      <button
        type="button"
        className="foyer-link"
        disabled={state.resend !== "ready"}
        onClick={() => send({ type: "resend" })}
      >
        {state.resend === "cooldown"
          ? t("code.sent")
          : state.resend === "sending"
            ? t("code.resending")
            : t("code.resend")}
      </button>
    </div>
  );
}
