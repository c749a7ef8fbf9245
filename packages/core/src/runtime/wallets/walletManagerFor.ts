import type { FoyerStore } from "../FoyerStore.ts";
import { createWalletManager, type WalletManager } from "./createWalletManager.ts";
import type { WalletPrompts } from "./WalletPrompts.ts";

// The manager lives in the store's own slot, so each store (each FoyerProvider) has its own and no module
// holds per-store state.
const WALLET_MANAGER = Symbol("foyer.walletManager");

/**
 * The wallet manager of `store`, created on first use (this module loads only with wallet features).
 * `prompts` is used when this call creates it; the UI layer passes the same prompts on every call.
 */
export function walletManagerFor(store: FoyerStore, prompts: WalletPrompts): WalletManager {
  return store.slot(WALLET_MANAGER, () => createWalletManager(store, prompts));
}
