import type { ScanStep } from "../../scan/scanBeforeSigning.ts";
import type { EmbeddedWalletStore as FoyerStore } from "./EmbeddedWalletRuntimeDeps.ts";
import type { EmbeddedWalletUi } from "./EmbeddedWalletUi.ts";

/**
 * The scan step of an embedded wallet's typed-data signature when the app scans (null otherwise): the scan
 * on the app's server, then the Malicious-scan screen for `address`. The scan client loads on first use.
 *
 * @example const step = embeddedSignatureScan(store, wallet.address, ui);
 */
export function embeddedSignatureScan(
  store: FoyerStore,
  address: string,
  ui: Pick<EmbeddedWalletUi, "confirmScan">,
): ScanStep | null {
  if (store.getSnapshot().config?.server?.transaction_scanning_enabled !== true) return null;
  return {
    scan: async (body) =>
      (await import("../../scan/createScanClient.ts")).createScanClient(store.api.request).scan(body),
    confirm: (result) => ui.confirmScan(address, result),
  };
}
