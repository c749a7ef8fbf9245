import type { WalletFlowState } from "@foyer/core/wallets";
import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";
import { WalletIcon } from "./WalletIcon.tsx";

/** "Redirecting to {wallet} Mobile Wallet", then "Still here?" with Continue (open again) or the store link. */
export function MobileRedirectScreen({ flow, onOpen }: { flow: WalletFlowState; onOpen: (url: string) => void }) {
  const option = flow.option;
  if (!option) return null;
  return (
    <>
      <div className="foyer-wallet-hero">
        <WalletIcon src={option.icon} name={option.name} size={64} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {flow.stillHere ? t("wallets.stillHere") : t("wallets.redirecting", { wallet: option.name })}
      </h2>
      <p className="foyer-text">{t("wallets.goTo", { wallet: option.name })}</p>
      <div className="foyer-actions">
        {option.mobileBrowseLink && (
          <kit.Button onClick={() => option.mobileBrowseLink && onOpen(option.mobileBrowseLink)}>
            {t("wallets.continue")}
          </kit.Button>
        )}
        {flow.stillHere && option.installLink && (
          <a
            className="foyer-button"
            data-variant="secondary"
            href={option.installLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("wallets.appStore")}
          </a>
        )}
      </div>
    </>
  );
}
