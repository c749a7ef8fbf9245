import type { WireScanResult } from "@foyer/core/scan";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

/**
 * The Malicious-scan screen (scanConfirm flow): resolves true once 'I understand and want to proceed
 * anyways.' is ticked and the user continued, false when they backed out (Not now, Close, Escape).
 *
 * @example if (!(await confirmScanVerdict(store, address, result))) throw userRejected;
 */
export async function confirmScanVerdict(store: FoyerStore, address: string, result: WireScanResult): Promise<boolean> {
  const [{ scanConfirmFlow }, { openModalFlow }] = await Promise.all([
    import("../flows/scanConfirm/scanConfirmFlow.ts"),
    import("../flows/openModalFlow.ts"),
  ]);
  const app = store.getSnapshot().config?.server?.name ?? "";
  return openModalFlow(store, scanConfirmFlow, { app, address, result }).then(
    () => true,
    () => false,
  );
}
