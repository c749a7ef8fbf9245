import type { CodeEntryError } from "@foyer/core/login";
import { useId } from "#react";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { CodeInput, Icon, MODAL_TITLE_ID, ScreenFrame, t, useModal } from "../../shell/screenKit.ts";
import { useCountdown } from "../../ui/useCountdown.ts";
import { smsPart } from "../sms/loadSmsPart.ts";

function errorText(error: CodeEntryError): string {
  switch (error.kind) {
    case "incorrect_code":
      return t("code.incorrect");
    case "code_expired":
      return t("code.expired");
    case "not_numeric":
      return t("code.notNumeric");
    case "too_many_requests":
      return t("code.tooManyRequests");
    case "server_message":
      return error.message ?? t("code.issueVerifying");
    case "issue_verifying":
      return t("code.issueVerifying");
    case "resend_failed":
      return t("code.resendFailed");
  }
}

/** Code entry (spec 000 §2): six boxes, auto-submit, "Incorrect code" then reset, resend blocked 30 s ("Code sent"). */
export function CodeScreen({ step }: ScreenProps<"code">) {
  const { send, config } = useModal();
  const statusId = useId();
  // The step is the code-entry machine's state, with its destination.
  const code = step;
  // The server's wait before a resend, counted down here (the machine's one timer, which ends first, re-enables the
  // button); in the draw that shows it, before the countdown starts, the whole wait.
  const wait = useCountdown(code.resendIn ?? undefined, code.resendIn) || (code.resendIn ?? 0);
  const progress =
    code.status === "submitting" ? t("code.verifying") : code.status === "done" ? t("code.verified") : "";
  const app = config.appName ?? t("code.appFallback");
  // A phone's texts come with the SMS part, loaded before any opening that can send a code to a phone.
  const phone = step.channel && smsPart.loaded?.smsCodeTexts(step.channel, app);
  const [before, after] = (phone ? phone.body : t("code.body", { email: "\u0000", app })).split("\u0000");
  return (
    <ScreenFrame name="code" back={code.status !== "done"}>
      <div className="foyer-badge">
        <Icon name={step.channel ? "phone" : "mail"} size={26} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("code.title")}
      </h2>
      <p className="foyer-text">
        {before}
        <strong>{step.email}</strong>
        {after}
      </p>
      <CodeInput
        digits={code.digits}
        status={code.status}
        onEvent={(event) => send({ type: "code", event })}
        focus={code.focus}
        describedBy={statusId}
      />
      <div id={statusId} aria-live="polite">
        {code.error ? (
          <p className="foyer-code-status" data-foyer="code-error">
            {errorText(code.error)}
          </p>
        ) : (
          <p className="foyer-code-status" data-tone="muted">
            {progress}
          </p>
        )}
      </div>
      <div className="foyer-resend">
        {code.resend === "cooldown" ? (
          <span className="foyer-resend-sent">
            <Icon name="check" size={16} />
            {t("code.sent")}
          </span>
        ) : (
          <>
            <span>{phone ? phone.didNotGet : t("code.didNotGet")}</span>
            <button
              type="button"
              className="foyer-link"
              disabled={code.resend !== "ready" || code.status === "submitting" || code.status === "done"}
              onClick={() => send({ type: "code", event: { type: "resend" } })}
            >
              {code.resend === "sending"
                ? t("code.resending")
                : code.resend === "waiting"
                  ? t("code.resendIn", { seconds: wait })
                  : t("code.resend")}
            </button>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
