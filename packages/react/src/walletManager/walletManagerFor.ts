import { walletManagerFor as runtimeWalletManagerFor, type WalletManager } from "@foyer/core/runtime/wallets";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { confirmScanVerdict } from "./confirmScanVerdict.ts";

/**
 * The wallet manager of `store` (the runtime's, @foyer/core/runtime/wallets), with this package's prompt:
 * a Malicious scan verdict asks the user in the modal's scanConfirm flow.
 */
export function walletManagerFor(store: FoyerStore): WalletManager {
  return runtimeWalletManagerFor(store, {
    confirmScan: (address, result) => confirmScanVerdict(store, address, result),
  });
}
