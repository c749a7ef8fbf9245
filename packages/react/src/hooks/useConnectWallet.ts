import type { FoyerErrorCode } from "@foyer/core/errors";
import type { WalletListOverride } from "@foyer/core/wallets";
import { useCallback, useEffect, useRef } from "#react";
import type { ConnectedWalletInfo } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

export interface UseConnectWalletOptions {
  onSuccess?(wallet: ConnectedWalletInfo): void;
  /** generic_connect_wallet_error when the modal closed without a wallet. */
  onError?(code: FoyerErrorCode): void;
}

/**
 * Connects an external wallet without signing in (the wallet list, then the wallet's prompt). Works for
 * signed-in and anonymous users; the wallet then appears in `useWallets()`.
 *
 * @example
 * const { connectWallet } = useConnectWallet({ onSuccess: (w) => console.log(w.address) });
 * <button onClick={connectWallet}>Connect wallet</button>
 */
export function useConnectWallet(options: UseConnectWalletOptions = {}): {
  /**
   * Opens the wallet list; optionally with its own `walletList`, `walletChainType` and `description`, or
   * directly on one wallet with `preSelectedWalletId` ("metamask", "phantom", ...).
   */
  connectWallet(list?: WalletListOverride): void;
} {
  const store = useFoyerStore();
  const latest = useRef(options);
  latest.current = options;
  useEffect(
    () =>
      store.addWalletConnectListener({
        onSuccess: (wallet) => latest.current.onSuccess?.(wallet),
        onError: (code) => latest.current.onError?.(code),
      }),
    [store],
  );
  const connectWallet = useCallback((list?: WalletListOverride) => store.connectWallet(list), [store]);
  return { connectWallet };
}
