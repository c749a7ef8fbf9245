import type { WalletFlowState } from "@foyer/core/wallets";
import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";
import { WalletIcon } from "./WalletIcon.tsx";

/** "Select network" for a wallet available on both Ethereum and Solana. */
export function NetworkScreen({ flow }: { flow: WalletFlowState }) {
  const { send } = kit.useModal();
  const option = flow.option;
  if (!option) return null;
  return (
    <>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("wallets.networkTitle")}
      </h2>
      <div className="foyer-spacer" />
      {option.targets.map((target) => (
        <button
          key={target.chain}
          type="button"
          className="foyer-wallet-row foyer-inline"
          data-foyer-network={target.chain}
          onClick={() => send({ type: "wallet", event: { type: "selectNetwork", chain: target.chain } })}
        >
          <WalletIcon src={option.icon} name={option.name} />
          <span className="foyer-wallet-name">
            {option.name} · {t(target.chain === "ethereum" ? "wallets.ethereum" : "wallets.solana")}
          </span>
        </button>
      ))}
    </>
  );
}
