import type { SolanaStandardWallet } from "../../wallets/external/SolanaStandardWallet.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import type { WalletPrompts } from "./WalletPrompts.ts";

/**
 * The scan step before an external Solana wallet (Phantom, Solflare… through the Wallet Standard) signs: when
 * the app scans transactions, the wallet comes wrapped so that `solana:signTransaction` and
 * `solana:signAndSendTransaction` scan each transaction on the app's server first, and a Malicious verdict
 * needs the user's confirmation (scanConfirm flow; declining rejects with 4001). The scan client loads here.
 */
export async function guardExternalSolanaWallet(
  store: FoyerStore,
  prompts: WalletPrompts,
  wallet: SolanaStandardWallet,
  address: string,
): Promise<SolanaStandardWallet> {
  if (store.getSnapshot().config?.server?.transaction_scanning_enabled !== true) return wallet;
  const [{ guardSolanaStandardWallet }, { createScanClient }] = await Promise.all([
    import("../../scan/guardSolanaStandardWallet.ts"),
    import("../../scan/createScanClient.ts"),
  ]);
  return guardSolanaStandardWallet(wallet, {
    scan: (body) => createScanClient(store.api.request).scan(body),
    confirm: (result) => prompts.confirmScan(address, result),
  });
}
