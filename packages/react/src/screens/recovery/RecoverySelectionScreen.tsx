import { recoverySelectionView, routeForRecoveryOption, type UserOwnedRecoveryOption } from "@foyer/core/wallets";
import { useEffect, useState } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import type { WalletFlowRequest } from "../../recovery/WalletFlowRequest.ts";
import { currentRecoveryMethod } from "../../recovery/walletRecoveryBinding.ts";
import { Button } from "../../ui/Button.tsx";
import { useWalletFlow } from "./WalletFlowContext.ts";
import { WalletFlowFrame } from "./WalletFlowFrame.tsx";

/** 'Secure your account' / 'Update backup method' with the enabled options and the info panel. */
export function RecoverySelectionScreen({ request }: { request: Extract<WalletFlowRequest, { kind: "selection" }> }) {
  const { store, go, finish } = useWalletFlow();
  const [method, setMethod] = useState<string | null>(null);
  const [info, setInfo] = useState(false);
  useEffect(() => {
    void currentRecoveryMethod(store).then(setMethod, () => setMethod(null));
  }, [store]);
  const server = store.getSnapshot().config?.server as
    | { embedded_wallet_config?: { user_owned_recovery_options?: string[] } }
    | undefined;
  const enabled = (server?.embedded_wallet_config?.user_owned_recovery_options ?? [
    "user-passcode",
  ]) as UserOwnedRecoveryOption[];
  const view = recoverySelectionView({
    currentMethod: method,
    enabledOptions: enabled,
    isInAccountCreateFlow: request.isInAccountCreateFlow ?? false,
  });
  const close = () =>
    finish({ ok: false, code: "user_exited_set_password_flow", message: "User exited set recovery flow" });

  if (info) {
    return (
      <WalletFlowFrame name="recoveryInfo" onBack={() => setInfo(false)} onClose={close}>
        <h2 id={MODAL_TITLE_ID} className="foyer-title">
          {view.infoTitle}
        </h2>
        <p className="foyer-text">{t("recovery.infoText")}</p>
        <Button onClick={() => setInfo(false)}>{view.infoButton}</Button>
      </WalletFlowFrame>
    );
  }
  return (
    <WalletFlowFrame name="recoverySelection" onClose={close}>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {view.title}
      </h2>
      <p className="foyer-text">{view.text}</p>
      <div className="foyer-stack">
        {view.options.map((option) => (
          <Button
            key={option.method}
            variant="secondary"
            onClick={() => {
              const route = routeForRecoveryOption(option.method, {
                currentMethod: method,
                isInAccountCreateFlow: request.isInAccountCreateFlow ?? false,
              });
              // The legacy create flow carries the wallets to create on to the chosen method's screen.
              const createWallets = request.createWallets ? { createWallets: request.createWallets } : {};
              // In the account-create flow the app asked for the password, not the user: no Cancel at the end.
              if (route.screen === "password")
                go({
                  kind: "password",
                  resetting: route.resetting,
                  fromSelection: true,
                  ...(request.isInAccountCreateFlow ? { userInitiated: false } : {}),
                  ...createWallets,
                });
              else
                go({
                  kind: "recoveryOAuth",
                  provider: route.provider,
                  action: route.action,
                  isInAccountCreateFlow: request.isInAccountCreateFlow ?? false,
                  ...createWallets,
                });
            }}
          >
            {option.label}
          </Button>
        ))}
        <button type="button" className="foyer-link" onClick={() => setInfo(true)}>
          {view.infoTitle}
        </button>
      </div>
    </WalletFlowFrame>
  );
}
