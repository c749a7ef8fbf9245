import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

export interface UseProtectWallet {
  /**
   * Opens 'Protect your wallet': the wallet origin's page offering a passkey there, the way a user with
   * neither email nor phone verifies a new device. Resolves true once the screen closes, false (nothing
   * shown) for a user with an email or phone number, or a guest. Offered by itself only right after the
   * first wallet is made; users whose wallets predate that offer get it from this call.
   */
  protectWallet(options?: { address?: string }): Promise<boolean>;
}

/**
 * @example const { protectWallet } = useProtectWallet(); <button onClick={() => protectWallet()}>Protect your wallet</button>
 */
export function useProtectWallet(): UseProtectWallet {
  const store = useFoyerStore();
  const protectWallet = useCallback(
    async (options?: { address?: string }) => (await loadEmbeddedWalletRuntime(store)).protectWallet(options),
    [store],
  );
  return { protectWallet };
}
