import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

export interface UseExportWallet {
  /**
   * Opens the export dialog: the wallet origin's export page in an iframe shows the private key (and the
   * seed phrase for index 0) inside that frame only. Needs a fresh login (5 minutes).
   */
  exportWallet(options?: { address?: string }): Promise<void>;
}

/**
 * @example const { exportWallet } = useExportWallet(); <button onClick={() => exportWallet()}>Export</button>
 */
export function useExportWallet(): UseExportWallet {
  const store = useFoyerStore();
  const exportWallet = useCallback(
    async (options?: { address?: string }) => (await loadEmbeddedWalletRuntime(store)).exportWallet(options),
    [store],
  );
  return { exportWallet };
}
