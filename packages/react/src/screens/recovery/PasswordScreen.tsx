import {
  canContinue,
  confirmationFieldError,
  generatePassword,
  type PasswordFlowEffect,
  type PasswordFlowEvent,
  type PasswordFlowState,
  type PasswordFlowTimerId,
  passwordFieldError,
  passwordFlowMachine,
  passwordStrengthText,
} from "@foyer/core/wallets";
import { useCallback, useId, useRef, useState } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import type { WalletFlowRequest } from "../../recovery/WalletFlowRequest.ts";
import { createWalletsWithRecovery, setWalletRecovery } from "../../recovery/walletRecoveryBinding.ts";
import { Button } from "../../ui/Button.tsx";
import { useMachine, useTimers } from "./useMachine.ts";
import { useWalletFlow } from "./WalletFlowContext.ts";
import { WalletFlowFrame } from "./WalletFlowFrame.tsx";

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
        <Button variant="secondary" onClick={() => setShown(!shown)}>
          {shown ? t("password.hide") : t("password.show")}
        </Button>
      </div>
      {/* A no-break space keeps the line's height before touch: the card is centred, so an error line
          appearing on blur would shift the buttons under a pointer mid-click. */}
      <p id={errorId} className="foyer-error-text" role="alert">
        {error ?? "\u00a0"}
      </p>
    </>
  );
}

/** Downloads `text` as a file; the object URL is revoked on the machine's cleanup timer. */
function downloadText(filename: string, text: string): string {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  return url;
}

/** The password flow (spec 001 §2): create, save, confirm, finalize, result; the machine decides everything. */
export function PasswordScreen({ request }: { request: Extract<WalletFlowRequest, { kind: "password" }> }) {
  const { store, appName, go, finish } = useWalletFlow();
  const timers = useTimers<PasswordFlowTimerId>();
  const downloadUrl = useRef<string | null>(null);
  const [splash, setSplash] = useState(request.splash === true);

  const run = useCallback(
    (effect: PasswordFlowEffect, send: (e: PasswordFlowEvent) => void) => {
      switch (effect.type) {
        case "copyToClipboard":
          void navigator.clipboard?.writeText(effect.text).catch(() => {});
          return;
        case "download":
          downloadUrl.current = downloadText(effect.filename, effect.text);
          return;
        case "track":
          void store.api.analytics.send({ eventName: `embedded_wallet_set_password_${effect.event}` }).catch(() => {});
          return;
        case "revokeDownload":
          if (downloadUrl.current) URL.revokeObjectURL(downloadUrl.current);
          downloadUrl.current = null;
          return;
        case "startTimer":
          timers.start(effect.id, effect.ms, () => send({ type: "timer", id: effect.id }));
          return;
        case "cancelTimer":
          timers.cancel(effect.id);
          return;
        case "submit":
          // Legacy create flow: the wallets are created with the password; otherwise it secures the existing one.
          (request.createWallets
            ? createWalletsWithRecovery(store, {
                method: "user-passcode",
                password: effect.password,
                ...request.createWallets,
              })
            : setWalletRecovery(store, { method: "user-passcode", password: effect.password })
          ).then(
            () => send({ type: "submitSucceeded" }),
            (error: unknown) =>
              send({
                type: "submitFailed",
                error: {
                  code: "unknown_embedded_wallet_error",
                  message: error instanceof Error ? error.message : "Error setting password on foyer wallet",
                  status: null,
                },
              }),
          );
          return;
        case "exit":
          if (effect.reason === "back")
            go({
              kind: "selection",
              ...(request.createWallets ? { isInAccountCreateFlow: true, createWallets: request.createWallets } : {}),
            });
          else
            finish({
              ok: false,
              code: "user_exited_set_password_flow",
              message: "Exited before password was added to wallet",
            });
          return;
        case "finish":
          finish(
            effect.outcome === "success"
              ? { ok: true }
              : { ok: false, code: effect.error.code, message: effect.error.message },
          );
          return;
      }
    },
    [store, go, finish, timers, request],
  );
  const [state, send] = useMachine<PasswordFlowState, PasswordFlowEvent, PasswordFlowEffect>(
    () => passwordFlowMachine.initial({ appName, ...request }),
    useCallback(
      (s: PasswordFlowState, e: PasswordFlowEvent) => passwordFlowMachine.transition(s, e, appName),
      [appName],
    ),
    run,
  );
  const close = () =>
    state.step === "done"
      ? send({ type: "close" })
      : finish({
          ok: false,
          code: "user_exited_set_password_flow",
          message: "Exited before password was added to wallet",
        });
  const back =
    state.step === "saving" ||
    state.step === "confirming" ||
    state.step === "finalizing" ||
    (state.step === "creating" && state.fromSelection)
      ? () => send({ type: "back" })
      : undefined;

  if (splash) {
    return (
      <WalletFlowFrame name="passwordSplash" onClose={close}>
        <h2 id={MODAL_TITLE_ID} className="foyer-title">
          {t("password.splashTitle")}
        </h2>
        <p className="foyer-text">{t("password.setText")}</p>
        <Button onClick={() => setSplash(false)}>{t("password.continue")}</Button>
      </WalletFlowFrame>
    );
  }

  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    send({ type: "continue" });
  };
  switch (state.step) {
    case "creating":
      return (
        <WalletFlowFrame name="passwordCreate" onBack={back} onClose={close}>
          <h2 id={MODAL_TITLE_ID} className="foyer-title">
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
            <Button variant="secondary" onClick={() => send({ type: "generated", value: generatePassword() })}>
              {t("password.generate")}
            </Button>
            <Button type="submit" disabled={!canContinue(state)}>
              {t("password.continue")}
            </Button>
          </form>
        </WalletFlowFrame>
      );
    case "saving":
      return (
        <WalletFlowFrame name="passwordSave" onBack={back} onClose={close}>
          <h2 id={MODAL_TITLE_ID} className="foyer-title">
            {t("password.saveTitle")}
          </h2>
          <p className="foyer-text">{t("password.saveText")}</p>
          <div className="foyer-stack">
            <p className="foyer-address" data-foyer-password="">
              {state.password}
            </p>
            <Button variant="secondary" onClick={() => send({ type: "copy" })}>
              {state.copied ? t("password.copied") : t("password.copy")}
            </Button>
            <Button variant="secondary" onClick={() => send({ type: "download" })}>
              {t("password.download")}
            </Button>
            <Button onClick={() => send({ type: "continue" })}>{t("password.continue")}</Button>
          </div>
        </WalletFlowFrame>
      );
    case "confirming":
      return (
        <WalletFlowFrame name="passwordConfirm" onBack={back} onClose={close}>
          <h2 id={MODAL_TITLE_ID} className="foyer-title">
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
            <Button type="submit" disabled={!canContinue(state)}>
              {t("password.continue")}
            </Button>
          </form>
        </WalletFlowFrame>
      );
    case "finalizing":
    case "submitting":
      return (
        <WalletFlowFrame
          name="passwordFinalize"
          onBack={state.step === "finalizing" ? back : undefined}
          onClose={close}
        >
          <h2 id={MODAL_TITLE_ID} className="foyer-title">
            {t("password.finalTitle")}
          </h2>
          <div className="foyer-stack">
            <label
              className="foyer-text"
              style={{ display: "flex", gap: 10, textAlign: "left", alignItems: "flex-start" }}
            >
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
              <Button
                variant="secondary"
                disabled={state.step === "submitting"}
                onClick={() => send({ type: "cancel" })}
              >
                {t("password.cancel")}
              </Button>
            )}
            <Button
              loading={state.step === "submitting"}
              disabled={!canContinue(state)}
              onClick={() => send({ type: "continue" })}
            >
              {t("password.submit")}
            </Button>
          </div>
        </WalletFlowFrame>
      );
    case "done":
      return (
        <WalletFlowFrame name="passwordResult" onClose={close}>
          <h2 id={MODAL_TITLE_ID} className="foyer-title">
            {state.result === "success" ? t("password.success") : t("password.failure")}
          </h2>
          <p className="foyer-text">
            {state.result === "success" ? t("password.successText") : (state.error?.message ?? "")}
          </p>
          <Button onClick={() => send({ type: "close" })}>{t("password.close")}</Button>
        </WalletFlowFrame>
      );
  }
}
