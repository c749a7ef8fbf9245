import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { createWalletManager, type WalletManager } from "./createWalletManager.ts";

// Keyed by store, so each FoyerProvider has its own manager (no global wallet state).
const managers = new WeakMap<FoyerStore, WalletManager>();

/** The wallet manager of `store`, created on first use (this module loads only with wallet features). */
export function walletManagerFor(store: FoyerStore): WalletManager {
  let manager = managers.get(store);
  if (!manager) {
    manager = createWalletManager(store);
    managers.set(store, manager);
  }
  return manager;
}
