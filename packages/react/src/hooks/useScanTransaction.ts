import type { WireScanRequest, WireScanResult } from "@foyer/core/scan";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

export interface UseScanTransaction {
  /**
   * Scans a transaction, typed data or Solana transactions on the app's server (`POST scan/transaction`):
   * the verdict (Benign, Warning, Malicious), what leaves and enters the wallet, the allowances granted.
   * Rejects when scanning is off for the app, the user is not logged in, or the scan cannot judge the request
   * (ScanFailedError: fall back to showing the decoded call).
   */
  scanTransaction(request: WireScanRequest): Promise<WireScanResult>;
}

/**
 * Transaction scanning for any wallet, e.g. before a dapp hands a transaction to MetaMask itself. The scan
 * client loads on the first call (its own entry, @foyer/core/scan), not with the page.
 *
 * @example
 * const { scanTransaction } = useScanTransaction();
 * const result = await scanTransaction({ chain_type: "ethereum", chain_id: 1, account, method: "eth_sendTransaction", params: [tx] });
 * if (result.validation.result_type === "Malicious") return warnUser(result.validation.description);
 */
export function useScanTransaction(): UseScanTransaction {
  const store = useFoyerStore();
  const scanTransaction = useCallback(
    async (request: WireScanRequest) => {
      const { createScanClient } = await import("@foyer/core/scan");
      return createScanClient(store.api.request).scan(request);
    },
    [store],
  );
  return { scanTransaction };
}
