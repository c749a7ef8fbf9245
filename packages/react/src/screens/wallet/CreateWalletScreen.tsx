import { t } from "../../i18n/tScreens.ts";
import { MODAL_TITLE_ID, useModal } from "../../shell/ModalContext.ts";
import { ScreenFrame } from "../../shell/ScreenFrame.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button } from "../../ui/Button.tsx";
import { Icon } from "../../ui/Icon.tsx";

/**
 * The embedded-wallet step of the post-login pipeline: progress while the plugged-in creator runs, then
 * (spec 001 §2) 'Something went wrong' with 'Close' when creation failed (the user is logged out by then).
 */
export function CreateWalletScreen({ step }: ScreenProps<"createWallet">) {
  const { send } = useModal();
  if (step.failed) {
    return (
      <ScreenFrame name="createWallet">
        <div className="foyer-badge" data-tone="error">
          <Icon name="alert" size={26} />
        </div>
        <h2 id={MODAL_TITLE_ID} className="foyer-title">
          {t("error.genericTitle")}
        </h2>
        <Button onClick={() => send({ type: "close" })}>{t("wallet.closeButton")}</Button>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame name="createWallet">
      <div className="foyer-progress" role="status" aria-label={t("wallet.creatingTitle")}>
        <span className="foyer-spinner" />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("wallet.creatingTitle")}
      </h2>
      <p className="foyer-text">{t("wallet.creatingDetail")}</p>
    </ScreenFrame>
  );
}
