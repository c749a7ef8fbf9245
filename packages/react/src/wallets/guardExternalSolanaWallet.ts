import type { SolanaStandardWallet } from "@foyer/core/wallets";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { confirmScanVerdict } from "./confirmScanVerdict.ts";

/**
 * The scan step before an external Solana wallet (Phantom, Solflare… through the Wallet Standard) signs: when
 * the app scans transactions, the wallet comes wrapped so that `solana:signTransaction` and
 * `solana:signAndSendTransaction` scan each transaction on the app's server first, and a Malicious verdict
 * needs the user's confirmation (scanConfirm flow; declining rejects with 4001). The scan client loads here.
 */
export async function guardExternalSolanaWallet(
  store: FoyerStore,
  wallet: SolanaStandardWallet,
  address: string,
): Promise<SolanaStandardWallet> {
  if (store.getSnapshot().config?.server?.transaction_scanning_enabled !== true) return wallet;
  const scan = await import("@foyer/core/scan");
  return scan.guardSolanaStandardWallet(wallet, {
    scan: (body) => scan.createScanClient(store.api.request).scan(body),
    confirm: (result) => confirmScanVerdict(store, address, result),
  });
}
