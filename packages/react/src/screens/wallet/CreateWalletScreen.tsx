import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import { ScreenFrame } from "../../modal/ScreenFrame.tsx";
import type { ScreenProps } from "../../modal/screenRouter.ts";

/** The embedded-wallet step of the post-login pipeline: progress while the plugged-in creator runs. */
export function CreateWalletScreen(_: ScreenProps<"createWallet">) {
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
