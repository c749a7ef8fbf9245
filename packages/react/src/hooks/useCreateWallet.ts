import type { EmbeddedChainType, ListedEmbeddedWallet } from "@foyer/core/embedded";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

export interface UseCreateWallet {
  /**
   * Creates an embedded wallet: index 0 of a chain (fresh entropy in the wallet frame), or a further HD
   * index (`walletIndex`) of the existing entropy. Throws FoyerError (must_be_authenticated,
   * embedded_wallet_already_exists, ...).
   */
  createWallet(options?: { chainType?: EmbeddedChainType; walletIndex?: number }): Promise<ListedEmbeddedWallet>;
}

/**
 * @example const { createWallet } = useCreateWallet(); const wallet = await createWallet({ chainType: "solana" });
 */
export function useCreateWallet(): UseCreateWallet {
  const store = useFoyerStore();
  const createWallet = useCallback(
    async (options: { chainType?: EmbeddedChainType; walletIndex?: number } = {}) =>
      (await loadEmbeddedWalletRuntime(store)).create(options),
    [store],
  );
  return { createWallet };
}
