import type { RecoveryFlowEffect, RecoveryFlowEvent } from "../../flows/recovery/recoveryFlowMachine.ts";
import type { PopupPort } from "../browserPorts.ts";
import type { FlowEffectContext, RunnerEffect } from "../FlowEffectContext.ts";
import { runRecoveryOAuth } from "../oauth/runRecoveryOAuth.ts";
import {
  createWalletsWithRecovery,
  currentRecoveryMethod,
  isInvalidRecoveryPin,
  recoverWallet,
  setWalletRecovery,
} from "./walletRecoveryBinding.ts";

const walletError = (error: unknown, fallback: string) => ({
  code: "unknown_embedded_wallet_error" as const,
  message: error instanceof Error ? error.message : fallback,
  status: null,
});

/**
 * The recovery flow's effects for one opening: the wallet frame through `walletRecoveryBinding`, the
 * recovery OAuth popup, the clipboard and the password file (its object URL is revoked on the machine's
 * cleanup timer), analytics. Each answers the machine with the event of the screen that asked.
 * `openPopup` opens the recovery OAuth window blank in the click's task (the UI layer's, centred; null when
 * the browser blocked it).
 */
export function createRecoveryEffects(
  { store, send }: FlowEffectContext<RecoveryFlowEvent>,
  openPopup: (name: string) => PopupPort | null,
) {
  let downloadUrl: string | null = null;
  const password = (event: Extract<RecoveryFlowEvent, { type: "password" }>["event"]) =>
    send({ type: "password", event });
  const oauth = (event: Extract<RecoveryFlowEvent, { type: "oauth" }>["event"]) => send({ type: "oauth", event });
  const automatic = (event: Extract<RecoveryFlowEvent, { type: "automatic" }>["event"]) =>
    send({ type: "automatic", event });

  return (effect: Exclude<RecoveryFlowEffect, RunnerEffect>): void => {
    switch (effect.type) {
      case "loadCurrentMethod":
        currentRecoveryMethod(store).then(
          (method) => send({ type: "currentMethod", method }),
          () => send({ type: "currentMethod", method: null }),
        );
        return;
      case "copyToClipboard":
        void navigator.clipboard?.writeText(effect.text).catch(() => {});
        return;
      case "download": {
        if (downloadUrl) URL.revokeObjectURL(downloadUrl);
        downloadUrl = URL.createObjectURL(new Blob([effect.text], { type: "text/plain" }));
        const link = document.createElement("a");
        link.href = downloadUrl;
        link.download = effect.filename;
        link.click();
        return;
      }
      case "revokeDownload":
        if (downloadUrl) URL.revokeObjectURL(downloadUrl);
        downloadUrl = null;
        return;
      case "track":
        void store.api.analytics.send({ eventName: `embedded_wallet_set_password_${effect.event}` }).catch(() => {});
        return;
      case "setPassword":
        // Legacy create flow: the wallets are created with the password; otherwise it secures the existing ones.
        (effect.createWallets
          ? createWalletsWithRecovery(store, {
              method: "user-passcode",
              password: effect.password,
              ...effect.createWallets,
            })
          : setWalletRecovery(store, { method: "user-passcode", password: effect.password })
        ).then(
          () => password({ type: "submitSucceeded" }),
          (error: unknown) =>
            password({ type: "submitFailed", error: walletError(error, "Error setting password on foyer wallet") }),
        );
        return;
      case "recoverWithPassword":
        recoverWallet(store, { password: effect.password }).then(
          () => send({ type: "recover", event: { type: "recovered" } }),
          (error: unknown) =>
            send({
              type: "recover",
              event: {
                type: "failed",
                invalidPassword: isInvalidRecoveryPin(error),
                error: walletError(error, String(error)),
              },
            }),
        );
        return;
      case "authorizeCloud": {
        // Opened blank in the click's task (popup blockers allow it then); the consent URL comes next.
        const popup = openPopup("foyer-recovery-oauth");
        if (!popup) {
          oauth({ type: "failed", error: walletError(null, "Unable to open recovery OAuth popup") });
          return;
        }
        runRecoveryOAuth(store, effect.provider, popup).then(
          (accessToken) => oauth({ type: "authorized", accessToken }),
          (error: unknown) => oauth({ type: "failed", error: walletError(error, "Recovery OAuth failed") }),
        );
        return;
      }
      case "runCloud": {
        const work =
          effect.action === "recover"
            ? recoverWallet(store, { recoveryAccessToken: effect.accessToken })
            : effect.action === "create-wallet"
              ? createWalletsWithRecovery(store, {
                  method: effect.provider,
                  accessToken: effect.accessToken,
                  ...(effect.createWallets ?? { ethereum: true, solana: false }),
                })
              : setWalletRecovery(store, { method: effect.provider, accessToken: effect.accessToken });
        work.then(
          () => oauth({ type: "completed" }),
          (error: unknown) => oauth({ type: "failed", error: walletError(error, "Recovery OAuth failed") }),
        );
        return;
      }
      case "setAutomaticRecovery":
        setWalletRecovery(store, { method: "foyer" }).then(
          () => automatic({ type: "recoverySet" }),
          (error: unknown) =>
            automatic({ type: "failed", error: walletError(error, "Unable to set recovery on wallet") }),
        );
        return;
      case "refreshUser":
        store.session.refreshUser().then(
          () => automatic({ type: "userRefreshed" }),
          () => automatic({ type: "userRefreshed" }),
        );
        return;
    }
  };
}
