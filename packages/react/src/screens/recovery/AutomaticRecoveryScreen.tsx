import {
  type AutomaticRecoveryEffect,
  type AutomaticRecoveryEvent,
  type AutomaticRecoveryState,
  automaticRecoveryMachine,
} from "@foyer/core/wallets";
import { useCallback } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import { setWalletRecovery } from "../../recovery/walletRecoveryBinding.ts";
import { Button } from "../../ui/Button.tsx";
import { useMachine } from "./useMachine.ts";
import { useWalletFlow } from "./WalletFlowContext.ts";
import { WalletFlowFrame } from "./WalletFlowFrame.tsx";

/** 'Automatically secure your account': recovery method set to foyer (server-held key), user refreshed. */
export function AutomaticRecoveryScreen() {
  const { store, finish } = useWalletFlow();
  const run = useCallback(
    (effect: AutomaticRecoveryEffect, send: (e: AutomaticRecoveryEvent) => void) => {
      switch (effect.type) {
        case "setRecovery":
          setWalletRecovery(store, { method: "foyer" }).then(
            () => send({ type: "recoverySet" }),
            (error: unknown) =>
              send({
                type: "failed",
                error: {
                  code: "unknown_embedded_wallet_error",
                  message: error instanceof Error ? error.message : "Unable to set recovery on wallet",
                  status: null,
                },
              }),
          );
          return;
        case "refreshUser":
          store.session.refreshUser().then(
            () => send({ type: "userRefreshed" }),
            () => send({ type: "userRefreshed" }),
          );
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
    [store, finish],
  );
  const [state, send] = useMachine<AutomaticRecoveryState, AutomaticRecoveryEvent, AutomaticRecoveryEffect>(
    automaticRecoveryMachine.initial,
    automaticRecoveryMachine.transition,
    run,
  );
  return (
    <WalletFlowFrame name="automaticRecovery" onClose={() => send({ type: "close" })}>
      {state.status !== "error" && (
        <div className="foyer-progress" role="status" aria-label={t("automatic.title")}>
          <span className="foyer-spinner" />
        </div>
      )}
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("automatic.title")}
      </h2>
      {state.status === "error" && (
        <>
          <p className="foyer-text">{state.error?.message}</p>
          <Button onClick={() => send({ type: "retry" })}>{t("automatic.retry")}</Button>
        </>
      )}
    </WalletFlowFrame>
  );
}
