import {
  type RecoverWithPasswordEffect,
  type RecoverWithPasswordEvent,
  type RecoverWithPasswordState,
  recoverWithPasswordMachine,
} from "@foyer/core/wallets";
import { useCallback, useId } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import { isInvalidRecoveryPin, recoverWallet } from "../../recovery/walletRecoveryBinding.ts";
import { Button } from "../../ui/Button.tsx";
import { useMachine } from "./useMachine.ts";
import { useWalletFlow } from "./WalletFlowContext.ts";
import { WalletFlowFrame } from "./WalletFlowFrame.tsx";

/** 'Enter your password': recovers the wallet on this device; a wrong password keeps the screen. */
export function RecoverPasswordScreen() {
  const { store, finish } = useWalletFlow();
  const errorId = useId();
  const run = useCallback(
    (effect: RecoverWithPasswordEffect, send: (e: RecoverWithPasswordEvent) => void) => {
      if (effect.type === "recover") {
        recoverWallet(store, { password: effect.password }).then(
          () => send({ type: "recovered" }),
          (error: unknown) =>
            send({
              type: "failed",
              invalidPassword: isInvalidRecoveryPin(error),
              error: { code: "unknown_embedded_wallet_error", message: String(error), status: null },
            }),
        );
      } else if (effect.outcome === "success") finish({ ok: true });
      else finish({ ok: false, code: effect.error.code, message: effect.error.message });
    },
    [store, finish],
  );
  const [state, send] = useMachine<RecoverWithPasswordState, RecoverWithPasswordEvent, RecoverWithPasswordEffect>(
    recoverWithPasswordMachine.initial,
    recoverWithPasswordMachine.transition,
    run,
  );
  return (
    <WalletFlowFrame name="recoverPassword" onClose={() => send({ type: "close" })}>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("recover.title")}
      </h2>
      <p className="foyer-text">{t("recover.text")}</p>
      <form
        noValidate
        className="foyer-stack"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: "submit" });
        }}
      >
        <div className="foyer-field" data-invalid={state.error ? "true" : undefined}>
          <input
            className="foyer-input"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-label={t("password.label")}
            placeholder={t("password.label")}
            value={state.password}
            aria-describedby={errorId}
            onChange={(e) => send({ type: "input", value: e.currentTarget.value })}
          />
        </div>
        <p id={errorId} className="foyer-error-text" role="alert">
          {state.error ?? ""}
        </p>
        <Button type="submit" loading={state.status === "submitting"} disabled={state.password === ""}>
          {t("recover.submit")}
        </Button>
      </form>
    </WalletFlowFrame>
  );
}
