import {
  canContinue,
  confirmationFieldError,
  generatePassword,
  type PasswordFlowEvent,
  passwordFieldError,
  passwordStrengthText,
  type RecoveryFlowEvent,
  type RecoveryFlowState,
} from "@foyer/core/wallets";
import { useId, useState } from "#react";
import { t } from "../../i18n/tRecovery.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";

function PasswordField({
  label,
  value,
  error,
  autoFocus,
  onChange,
  onBlur,
  name,
}: {
  label: string;
  value: string;
  error: string | null;
  autoFocus?: boolean;
  onChange(value: string): void;
  onBlur(): void;
  name: string;
}) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const errorId = useId();
  return (
    <>
      <div className="foyer-field" data-invalid={error ? "true" : undefined}>
        <label htmlFor={id} className="foyer-visually-hidden">
          {label}
        </label>
        <input
          id={id}
          name={name}
          className="foyer-input"
          type={shown ? "text" : "password"}
          autoComplete="new-password"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={label}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
        />
        <kit.Button variant="secondary" onClick={() => setShown(!shown)}>
          {shown ? t("password.hide") : t("password.show")}
        </kit.Button>
      </div>
      {/* A no-break space keeps the line's height before touch: the card is centred, so an error line
          appearing on blur would shift the buttons under a pointer mid-click. */}
      <p id={errorId} className="foyer-error-text" role="alert">
        {error ?? "\u00a0"}
      </p>
    </>
  );
}

/** The password flow (spec 001 §2): splash, create, save, confirm, finalize, result; the machine decides everything. */
export function PasswordScreen({ state: flow, send: sendFlow }: FlowScreenProps<RecoveryFlowState, RecoveryFlowEvent>) {
  if (flow.step.screen !== "password") return null;
  const state = flow.step.password;
  const send = (event: PasswordFlowEvent) => sendFlow({ type: "password", event });
  const close = () => sendFlow({ type: "close" });
  const back =
    state.step === "saving" ||
    state.step === "confirming" ||
    state.step === "finalizing" ||
    (state.step === "creating" && state.fromSelection)
      ? () => send({ type: "back" })
      : undefined;

  if (flow.step.splash) {
    return (
      <FlowScreenFrame name="passwordSplash" onClose={close}>
        <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
          {t("password.splashTitle")}
        </h2>
        <p className="foyer-text">{t("password.setText")}</p>
        <kit.Button onClick={() => sendFlow({ type: "splashContinue" })}>{t("password.continue")}</kit.Button>
      </FlowScreenFrame>
    );
  }

  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    send({ type: "continue" });
  };
  switch (state.step) {
    case "creating":
      return (
        <FlowScreenFrame name="passwordCreate" onBack={back} onClose={close}>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {state.resetting ? t("password.resetTitle") : t("password.setTitle")}
          </h2>
          <p className="foyer-text">{t("password.setText")}</p>
          <form noValidate onSubmit={submit} className="foyer-stack">
            <PasswordField
              name="password"
              label={t("password.label")}
              value={state.password}
              error={passwordFieldError(state)}
              autoFocus
              onChange={(value) => send({ type: "input", value })}
              onBlur={() => send({ type: "blur" })}
            />
            <p className="foyer-note" data-foyer-strength="">
              {passwordStrengthText(state.password, state.touched)}
            </p>
            <kit.Button variant="secondary" onClick={() => send({ type: "generated", value: generatePassword() })}>
              {t("password.generate")}
            </kit.Button>
            <kit.Button type="submit" disabled={!canContinue(state)}>
              {t("password.continue")}
            </kit.Button>
          </form>
        </FlowScreenFrame>
      );
    case "saving":
      return (
        <FlowScreenFrame name="passwordSave" onBack={back} onClose={close}>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {t("password.saveTitle")}
          </h2>
          <p className="foyer-text">{t("password.saveText")}</p>
          <div className="foyer-stack">
            <p className="foyer-address" data-foyer-password="">
              {state.password}
            </p>
            <kit.Button variant="secondary" onClick={() => send({ type: "copy" })}>
              {state.copied ? t("password.copied") : t("password.copy")}
            </kit.Button>
            <kit.Button variant="secondary" onClick={() => send({ type: "download" })}>
              {t("password.download")}
            </kit.Button>
            <kit.Button onClick={() => send({ type: "continue" })}>{t("password.continue")}</kit.Button>
          </div>
        </FlowScreenFrame>
      );
    case "confirming":
      return (
        <FlowScreenFrame name="passwordConfirm" onBack={back} onClose={close}>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {t("password.confirmTitle")}
          </h2>
          <p className="foyer-text">{t("password.confirmText")}</p>
          <form noValidate onSubmit={submit} className="foyer-stack">
            <PasswordField
              name="confirmation"
              label={t("password.confirmLabel")}
              value={state.confirmation}
              error={confirmationFieldError(state)}
              autoFocus
              onChange={(value) => send({ type: "confirmationInput", value })}
              onBlur={() => send({ type: "confirmationBlur" })}
            />
            <kit.Button type="submit" disabled={!canContinue(state)}>
              {t("password.continue")}
            </kit.Button>
          </form>
        </FlowScreenFrame>
      );
    case "finalizing":
    case "submitting":
      return (
        <FlowScreenFrame
          name="passwordFinalize"
          onBack={state.step === "finalizing" ? back : undefined}
          onClose={close}
        >
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {t("password.finalTitle")}
          </h2>
          <div className="foyer-stack">
            <label className="foyer-text foyer-check">
              <input
                type="checkbox"
                name="acknowledge"
                checked={state.acknowledged}
                disabled={state.step === "submitting"}
                onChange={(e) => send({ type: "acknowledge", checked: e.currentTarget.checked })}
              />
              <span>{t("password.acknowledge")}</span>
            </label>
            {state.userInitiated && (
              <kit.Button
                variant="secondary"
                disabled={state.step === "submitting"}
                onClick={() => send({ type: "cancel" })}
              >
                {t("password.cancel")}
              </kit.Button>
            )}
            <kit.Button
              loading={state.step === "submitting"}
              disabled={!canContinue(state)}
              onClick={() => send({ type: "continue" })}
            >
              {t("password.submit")}
            </kit.Button>
          </div>
        </FlowScreenFrame>
      );
    case "done":
      return (
        <FlowScreenFrame name="passwordResult" onClose={close}>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {state.result === "success" ? t("password.success") : t("password.failure")}
          </h2>
          <p className="foyer-text">
            {state.result === "success" ? t("password.successText") : (state.error?.message ?? "")}
          </p>
          <kit.Button onClick={() => send({ type: "close" })}>{t("password.close")}</kit.Button>
        </FlowScreenFrame>
      );
  }
}
