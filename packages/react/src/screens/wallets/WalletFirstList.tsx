import { walletFirstSplit } from "@foyer/core/wallets";
import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";
import { moreIcons } from "../../ui/moreIcons.ts";
import { useWalletOptions } from "./useWalletOptions.ts";
import { WalletRow } from "./WalletRow.tsx";
import { walletStyles } from "./walletStyles.ts";

/** Wallet-first mode on the main login screen (spec 000 §2): four wallets, then "Other wallets". */
export function WalletFirstList() {
  const { send } = kit.useModal();
  const { all } = useWalletOptions("all", "");
  const { visible, more } = walletFirstSplit(all);
  return (
    <div data-foyer="wallet-first">
      <style>{walletStyles}</style>
      {visible.map((option) => (
        <WalletRow
          key={option.key}
          option={option}
          inline
          onSelect={(chosen) => send({ type: "openWallets", option: chosen })}
        />
      ))}
      {more && (
        <button type="button" className="foyer-entry" onClick={() => send({ type: "openWallets" })}>
          <kit.Icon name={moreIcons.wallet} />
          <span className="foyer-entry-label">{t("wallets.otherWallets")}</span>
          <kit.Icon name="chevron" />
        </button>
      )}
    </div>
  );
}
