import type { EmailFormError, EmailFormState } from "@foyer/core/login";
import { useId } from "#react";
import { Icon, SendCodeButton, t, useModal } from "../../shell/screenKit.ts";

function errorText(error: EmailFormError): string {
  switch (error.kind) {
    case "invalid_email":
      return t("email.invalid");
    case "invalid_phone":
      return t("phone.invalid");
    case "plus_email":
      return t("email.plusDisallowed");
    case "too_many_requests":
      return t("email.tooManyRequests");
    case "server_message":
      return error.message ?? t("email.invalid");
  }
}

/** Email field with an inline Submit; validation and sending live in the login flow. */
export function EmailForm({ form, autoFocus = false }: { form: EmailFormState; autoFocus?: boolean }) {
  const { send } = useModal();
  const errorId = useId();
  const inputId = useId();
  const sending = form.status === "sending";
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: "submitEmail", email: form.email });
      }}
    >
      <div className="foyer-field" data-invalid={form.error ? "true" : undefined}>
        <Icon name="mail" />
        <label htmlFor={inputId} className="foyer-visually-hidden">
          {t("email.label")}
        </label>
        <input
          id={inputId}
          className="foyer-input"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={t("email.placeholder")}
          value={form.email}
          readOnly={sending}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => send({ type: "emailChanged", email: e.currentTarget.value })}
        />
        <SendCodeButton sending={sending} ready={form.email.trim() !== ""} error={form.error} />
      </div>
      <p id={errorId} className="foyer-error-text" role="alert">
        {form.error ? errorText(form.error) : ""}
      </p>
    </form>
  );
}
