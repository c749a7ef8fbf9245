import type { EmbeddedWalletRuntime } from "@foyer/core/runtime/embeddedWallet";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

// The runtime lives in the store's own slot (each FoyerProvider has its own; no module keeps a table by store).
const RUNTIME = Symbol("foyer.embeddedWalletRuntime");

/**
 * The embedded-wallet runtime of a store (`@foyer/core/runtime/embeddedWallet`), loaded on first use with the
 * modal's screens it opens (createEmbeddedWalletUi); nothing of either is in the initial bundle.
 */
export function loadEmbeddedWalletRuntime(store: FoyerStore): Promise<EmbeddedWalletRuntime> {
  return store.slot(RUNTIME, () =>
    Promise.all([
      import("@foyer/core/runtime/embeddedWallet"),
      import("@foyer/core/runtime/recovery"),
      import("./createEmbeddedWalletUi.ts"),
    ]).then(([m, binding, { createEmbeddedWalletUi }]) => {
      const ui = createEmbeddedWalletUi(store);
      const created = m.createEmbeddedWalletRuntime(store, { ui });
      // The recovery and MFA screens reach the frame through this binding (both load lazily); an operation the
      // frame refuses for want of MFA shows the MFA screen (the binding sits below the flows, so it is passed in).
      binding.bindWalletRecovery(store, {
        proxy: created.proxy,
        primaryWallet: created.primaryWallet,
        rootWallets: created.rootWallets,
        createWallets: created.createWallets,
        promptMfa: ui.promptMfa,
      });
      return created;
    }),
  );
}
