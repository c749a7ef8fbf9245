import { walletFirstSplit } from "@foyer/core/wallets";
import { t } from "../../i18n/tWallets.ts";
import { addIcons, Icon, useModal } from "../../shell/screenKit.ts";
import { moreIcons } from "../../ui/moreIcons.ts";
import { useWalletOptions } from "./useWalletOptions.ts";
import { WalletRow } from "./WalletRow.tsx";
import { walletStyles } from "./walletStyles.ts";

// The icons only screens off the email journey draw, at hand before those screens' first draw (ui/Icon.tsx).
addIcons(moreIcons);

/** Wallet-first mode on the main login screen (spec 000 §2): four wallets, then "Other wallets". */
export function WalletFirstList() {
  const { send } = useModal();
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
          <Icon name="wallet" />
          <span className="foyer-entry-label">{t("wallets.otherWallets")}</span>
          <Icon name="chevron" />
        </button>
      )}
    </div>
  );
}
