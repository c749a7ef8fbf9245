import type { WalletChain } from "@foyer/core";
import type { User } from "@foyer/core/api";
import { type SyntheticEvent, useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

/** Options of `linkWallet()`. */
export interface LinkWalletOptions {
  /** Open directly on this wallet (a wallet list value or client type such as "metamask"). */
  preSelectedWalletId?: string;
  /** Once linked and the modal closed, the page goes to this path or URL of its own origin (e.g. "/portfolio"). */
  onCompleteNavigateTo?: string;
}

export interface UseLinkWallet {
  /**
   * Opens the modal in link mode: wallet list, connect, sign; the wallet joins the signed-in user. With
   * `preSelectedWalletId` ("metamask", "phantom", ...) it opens directly on that wallet.
   */
  linkWallet(options?: LinkWalletOptions | SyntheticEvent): void;
  /** Removes a linked external wallet; answers the updated user. Throws FoyerError. */
  unlinkWallet(address: string, chainType?: WalletChain): Promise<User>;
}

/**
 * Links (or unlinks) an external wallet to the signed-in user.
 *
 * @example
 * const { linkWallet, unlinkWallet } = useLinkWallet();
 * <button onClick={linkWallet}>Link a wallet</button>
 */
export function useLinkWallet(): UseLinkWallet {
  const store = useFoyerStore();
  const linkWallet = useCallback(
    // `onClick={linkWallet}` passes the click event: the store reads only string options (walletListOptions).
    (options?: LinkWalletOptions | SyntheticEvent) => store.linkWallet(options as LinkWalletOptions | undefined),
    [store],
  );
  const unlinkWallet = useCallback(
    async (address: string, chainType: WalletChain = address.startsWith("0x") ? "ethereum" : "solana") => {
      const api = chainType === "solana" ? store.api.siws : store.api.siwe;
      return store.adoptUser(await api.unlink({ address }));
    },
    [store],
  );
  return { linkWallet, unlinkWallet };
}
