import type { ListedWallet, WalletChain, WalletOption } from "@foyer/core";
import type { WalletListOverride } from "@foyer/core/wallets";
import { availableConnectors, buildWalletList, readLastUsedWallet } from "@foyer/core/wallets";
import { useEffect, useMemo, useState, useSyncExternalStore } from "#react";
import { kit } from "../../kit/kit.ts";
import { walletManagerFor } from "../../walletManager/walletManagerFor.ts";

/** The wallet list of the app: detected wallets (live), listing-service wallets, last used, filter and search. */
export function useWalletOptions(
  chainFilter: WalletChain | "all",
  search: string,
  list?: WalletListOverride,
): {
  all: WalletOption[];
  shown: WalletOption[];
} {
  const { store, config } = kit.useModal();
  const discovery = walletManagerFor(store).discovery();
  const detected = useSyncExternalStore(discovery.subscribe, discovery.detected, discovery.detected);
  const [listings, setListings] = useState<readonly ListedWallet[]>([]);
  useEffect(() => {
    let live = true;
    void walletManagerFor(store)
      .listings()
      .then((found) => live && setListings(found));
    return () => {
      live = false;
    };
  }, [store]);
  const lastUsed = useMemo(() => readLastUsedWallet(store.appId), [store.appId]);
  const projectId = config.server?.wallet_connect_cloud_project_id;
  const registry = walletManagerFor(store).connectors;
  const connectors = useMemo(
    () => availableConnectors(registry, { walletConnectProjectId: projectId }),
    [registry, projectId],
  );
  const input = {
    entries: list?.walletList ?? config.appearance.walletList,
    chainType: list?.walletChainType ?? config.appearance.walletChainType,
    detected,
    listings,
    lastUsed,
    chainFilter,
    connectors,
    listedConnectors: registry.all.filter((connector) => connector.listed),
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: input is rebuilt from exactly these values
  const all = useMemo(
    () => buildWalletList(input),
    [config, list, detected, listings, lastUsed, chainFilter, connectors, registry],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above, plus the search text
  const shown = useMemo(() => (search ? buildWalletList({ ...input, search }) : all), [all, search]);
  return { all, shown };
}
