import type { FoyerStore } from "../provider/createFoyerStore.ts";

/**
 * Shows the wallet origin's export page inside the modal's card (themed with the modal's colours). The key
 * is rendered inside that cross-origin frame: this page can neither read nor script it. Resolves when the
 * user closes it.
 *
 * @example await openExportDialog(store, `${frameOrigin}/apps/${appId}/embedded-wallets/export?v=1&...#token=...`);
 */
export async function openExportDialog(store: FoyerStore, url: string): Promise<void> {
  const { walletExportFlow } = await import("../flows/walletExport/walletExportFlow.ts");
  const { openModalFlow } = await import("../flows/openModalFlow.ts");
  await openModalFlow(store, walletExportFlow, { url });
}
