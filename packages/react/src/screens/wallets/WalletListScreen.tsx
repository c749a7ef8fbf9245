import type { WalletChain } from "@foyer/core";
import { WALLET_LIST_SEARCH_THRESHOLD } from "@foyer/core/constants";
import { findPreselectedWallet, type WalletFlowState } from "@foyer/core/wallets";
import { useEffect } from "#react";
import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";
import { useWalletOptions } from "./useWalletOptions.ts";
import { VirtualWalletList } from "./VirtualWalletList.tsx";

const FILTERS: ReadonlyArray<[WalletChain | "all", Parameters<typeof t>[0]]> = [
  ["all", "wallets.all"],
  ["ethereum", "wallets.ethereum"],
  ["solana", "wallets.solana"],
];

/** "Select your wallet": chain filter, search (above 6 wallets or while searching), the virtualised list. */
export function WalletListScreen({ flow }: { flow: WalletFlowState }) {
  const { send, config } = kit.useModal();
  const { all, shown } = useWalletOptions(flow.chainFilter, flow.search, flow.list);
  const searchable = all.length > WALLET_LIST_SEARCH_THRESHOLD || flow.search !== "";
  // The host's preSelectedWalletId: looked up once in the list as detected at opening (page wallets announce
  // themselves synchronously on discovery), then the machine selects it or shows the list.
  const preselect = flow.preselect;
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked up once, with the list of the first render
  useEffect(() => {
    if (preselect === undefined) return;
    send({ type: "wallet", event: { type: "preselect", option: findPreselectedWallet(all, preselect) ?? null } });
  }, [preselect, send]);
  if (preselect !== undefined) {
    return (
      <div className="foyer-loading" role="status" aria-label={t("wallets.selectTitle")}>
        <span className="foyer-spinner" />
      </div>
    );
  }
  // Spec 000 §2: "Connect a wallet to your {app} account" when linking; after a failed attempt "Please try
  // connecting again."; otherwise, on the login list too, the one-wallet-at-a-time advice.
  const subtitle = flow.list?.description
    ? flow.list.description
    : flow.purpose === "link"
      ? t("wallets.linkSubtitle", { app: config.appName ?? "" })
      : flow.afterError
        ? t("wallets.tryAgain")
        : t("wallets.oneAtATime");
  return (
    <>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("wallets.selectTitle")}
      </h2>
      <p className="foyer-text" data-foyer="wallet-list-subtitle">
        {subtitle}
      </p>
      {(flow.list?.walletChainType ?? config.appearance.walletChainType) === "ethereum-and-solana" && (
        <div className="foyer-segment" role="radiogroup" aria-label={t("wallets.chainFilter")}>
          {FILTERS.map(([value, key]) => (
            <label key={value} className="foyer-segment-option" data-selected={flow.chainFilter === value || undefined}>
              <input
                type="radio"
                name="foyer-wallet-chain"
                checked={flow.chainFilter === value}
                onChange={() => send({ type: "wallet", event: { type: "chainFilter", chain: value } })}
              />
              {t(key)}
            </label>
          ))}
        </div>
      )}
      {searchable && (
        <div className="foyer-field foyer-wallet-search">
          <input
            className="foyer-input"
            type="search"
            placeholder={t("wallets.search")}
            aria-label={t("wallets.search")}
            value={flow.search}
            onChange={(event) => send({ type: "wallet", event: { type: "search", text: event.target.value } })}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="foyer-wallet-empty" role="status">
          {flow.search ? t("wallets.noResults") : t("wallets.dataMissing")}
        </p>
      ) : (
        <VirtualWalletList
          options={shown}
          label={t("wallets.selectTitle")}
          onSelect={(option) => send({ type: "wallet", event: { type: "select", option } })}
        />
      )}
    </>
  );
}
