import type { WalletOption } from "@foyer/core";
import type { CSSProperties } from "react";
import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";
import { WalletIcon } from "./WalletIcon.tsx";

/** One wallet of the list: icon, name, chains when it has two, the "Last used" chip. */
export function WalletRow({
  option,
  onSelect,
  style,
  inline,
}: {
  option: WalletOption;
  onSelect: (option: WalletOption) => void;
  style?: CSSProperties;
  inline?: boolean;
}) {
  const chains = [...new Set(option.targets.map((target) => target.chain))];
  return (
    <button
      type="button"
      className={inline ? "foyer-wallet-row foyer-inline" : "foyer-wallet-row"}
      style={style}
      data-foyer-wallet={option.walletClientType}
      onClick={() => onSelect(option)}
    >
      <WalletIcon src={option.icon} name={option.name} />
      <span className="foyer-wallet-name">{option.name}</span>
      {chains.length > 1 && (
        <span className="foyer-wallet-chains">
          {chains.map((c) => t(c === "ethereum" ? "wallets.ethereum" : "wallets.solana")).join(" · ")}
        </span>
      )}
      {option.lastUsed && <kit.Chip>{t("wallets.lastUsed")}</kit.Chip>}
    </button>
  );
}
