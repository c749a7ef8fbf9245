import type { WalletFlowState } from "@foyer/core/wallets";
import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";
import { WalletIcon } from "./WalletIcon.tsx";

/** "Open or install {wallet}": install the extension, set up a wallet and keep the phrase safe, reload. */
export function InstallWalletScreen({ flow }: { flow: WalletFlowState }) {
  const option = flow.option;
  if (!option?.installLink) {
    return (
      <p className="foyer-text" role="alert">
        {t("wallets.dataMissing")}
      </p>
    );
  }
  const wallet = option.name;
  return (
    <>
      <div className="foyer-wallet-hero">
        <WalletIcon src={option.icon} name={wallet} size={64} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("wallets.openOrInstall", { wallet })}
      </h2>
      <ol className="foyer-steps">
        <li>{t("wallets.installStep1", { wallet })}</li>
        <li>{t("wallets.installStep2")}</li>
        <li>{t("wallets.installStep3")}</li>
      </ol>
      <a
        className="foyer-button"
        data-variant="primary"
        href={option.installLink}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("wallets.install", { wallet })}
      </a>
    </>
  );
}
