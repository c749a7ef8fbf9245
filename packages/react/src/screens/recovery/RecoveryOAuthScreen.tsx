import {
  type RecoveryOAuthEffect,
  type RecoveryOAuthEvent,
  type RecoveryOAuthState,
  recoveryOAuthMachine,
  recoveryOAuthTexts,
} from "@foyer/core/wallets";
import { useCallback } from "react";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import { openPopup } from "../../modal/openPopup.ts";
import type { WalletFlowRequest } from "../../recovery/WalletFlowRequest.ts";
import { createWalletsWithRecovery, recoverWallet, setWalletRecovery } from "../../recovery/walletRecoveryBinding.ts";
import { Button } from "../../ui/Button.tsx";
import { runRecoveryOAuth } from "./runRecoveryOAuth.ts";
import { useMachine, useTimers } from "./useMachine.ts";
import { useWalletFlow } from "./WalletFlowContext.ts";
import { WalletFlowFrame } from "./WalletFlowFrame.tsx";

const toFlowError = (error: unknown) => ({
  code: "unknown_embedded_wallet_error" as const,
  message: error instanceof Error ? error.message : "Recovery OAuth failed",
  status: null,
});

/** Cloud backup/recovery (Google Drive, iCloud): 'Confirm it's really you', progress, success or 'Try again'. */
export function RecoveryOAuthScreen({ request }: { request: Extract<WalletFlowRequest, { kind: "recoveryOAuth" }> }) {
  const { store, finish } = useWalletFlow();
  const timers = useTimers<"recoveryOAuthSuccess">();
  const run = useCallback(
    (effect: RecoveryOAuthEffect, send: (e: RecoveryOAuthEvent) => void) => {
      switch (effect.type) {
        case "authorize": {
          const popup = openPopup("foyer-recovery-oauth");
          if (!popup) {
            send({
              type: "failed",
              error: {
                code: "unknown_embedded_wallet_error",
                message: "Unable to open recovery OAuth popup",
                status: null,
              },
            });
            return;
          }
          runRecoveryOAuth(store, effect.provider, popup).then(
            (accessToken) => send({ type: "authorized", accessToken }),
            (error: unknown) => send({ type: "failed", error: toFlowError(error) }),
          );
          return;
        }
        case "run": {
          const work =
            effect.action === "recover"
              ? recoverWallet(store, { recoveryAccessToken: effect.accessToken })
              : effect.action === "create-wallet"
                ? createWalletsWithRecovery(store, {
                    method: effect.provider,
                    accessToken: effect.accessToken,
                    ...(request.createWallets ?? { ethereum: true, solana: false }),
                  })
                : setWalletRecovery(store, { method: effect.provider, accessToken: effect.accessToken });
          work.then(
            () => send({ type: "completed" }),
            (error: unknown) => send({ type: "failed", error: toFlowError(error) }),
          );
          return;
        }
        case "startTimer":
          timers.start(effect.id, effect.ms, () => send({ type: "timer", id: effect.id }));
          return;
        case "cancelTimer":
          timers.cancel(effect.id);
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
    [store, finish, timers, request],
  );
  const [state, send] = useMachine<RecoveryOAuthState, RecoveryOAuthEvent, RecoveryOAuthEffect>(
    () => recoveryOAuthMachine.initial(request),
    recoveryOAuthMachine.transition,
    run,
  );
  const texts = recoveryOAuthTexts(state);
  const busy = state.status === "authorizing" || state.status === "working";
  return (
    <WalletFlowFrame name="recoveryOAuth" onClose={() => send({ type: "close" })}>
      {busy && (
        <div className="foyer-progress" role="status" aria-label={texts.title}>
          <span className="foyer-spinner" />
        </div>
      )}
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {texts.title}
      </h2>
      {texts.detail && <p className="foyer-text">{texts.detail}</p>}
      {texts.button && (
        <Button onClick={() => send({ type: state.status === "failure" ? "retry" : "confirm" })}>{texts.button}</Button>
      )}
    </WalletFlowFrame>
  );
}
