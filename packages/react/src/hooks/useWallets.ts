import type { FoyerError } from "@foyer/core/errors";
import type { ConnectedWallet, WalletSource } from "@foyer/core/wallets";
import { useEffect, useState, useSyncExternalStore } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

const none: readonly ConnectedWallet[] = [];
const idle: WalletSource = { wallets: () => none, subscribe: () => () => {} };

export interface UseWallets {
  /** The wallet code has loaded (the list may still be empty). */
  ready: boolean;
  /** Wallets connected in this page: address, chainType, walletClientType, connectorType, status, provider, switchChain, disconnect. */
  wallets: readonly ConnectedWallet[];
  /** Why the last wallet connection failed (a FoyerError, e.g. a 4001 rejection), null once one succeeds. */
  connectError: FoyerError | null;
}

const noError = () => null;

/**
 * The connected wallets. Loads the wallet code on first use (it is not in the initial bundle).
 *
 * @example
 * const { wallets } = useWallets();
 * const provider = await wallets[0]?.getEthereumProvider();
 * await wallets[0]?.switchChain(8453);
 */
export function useWallets(): UseWallets {
  const store = useFoyerStore();
  const [source, setSource] = useState<WalletSource>(idle);
  useEffect(() => {
    let live = true;
    void import("../walletManager/walletManagerFor.ts").then((m) => {
      if (live) setSource(m.walletManagerFor(store));
    });
    return () => {
      live = false;
    };
  }, [store]);
  const wallets = useSyncExternalStore(source.subscribe, source.wallets, source.wallets);
  const readError = source.connectError ?? noError;
  const connectError = useSyncExternalStore(source.subscribe, readError, readError);
  return { ready: source !== idle, wallets, connectError };
}
