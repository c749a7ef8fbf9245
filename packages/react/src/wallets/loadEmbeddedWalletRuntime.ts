import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { EmbeddedWalletRuntime } from "./createEmbeddedWalletRuntime.ts";

const runtimes = new WeakMap<FoyerStore, Promise<EmbeddedWalletRuntime>>();

/**
 * The embedded-wallet runtime of a store, loaded on first use (its chunk holds the proxy, the EIP-1193
 * provider and the confirmation UI; nothing of it is in the initial bundle).
 */
export function loadEmbeddedWalletRuntime(store: FoyerStore): Promise<EmbeddedWalletRuntime> {
  let runtime = runtimes.get(store);
  if (!runtime) {
    runtime = Promise.all([
      import("./createEmbeddedWalletRuntime.ts"),
      import("@foyer/core/runtime/recovery"),
      import("./openWalletFlow.ts"),
    ]).then(([m, binding, { promptMfaVerify }]) => {
      const created = m.createEmbeddedWalletRuntime(store);
      // The recovery and MFA screens reach the frame through this binding (both load lazily); an operation the
      // frame refuses for want of MFA shows the MFA screen (the binding sits below the flows, so it is passed in).
      binding.bindWalletRecovery(store, {
        proxy: created.proxy,
        primaryWallet: created.primaryWallet,
        rootWallets: created.rootWallets,
        createWallets: created.createWallets,
        promptMfa: () => promptMfaVerify(store),
      });
      return created;
    });
    runtimes.set(store, runtime);
  }
  return runtime;
}
