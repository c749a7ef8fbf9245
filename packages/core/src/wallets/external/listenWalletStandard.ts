/**
 * The app side of the Wallet Standard's registration protocol, bound to one window: it answers every
 * `wallet-standard:register-wallet` event (a wallet that loaded after us) and dispatches
 * `wallet-standard:app-ready` once (wallets that loaded before us), handing each the same `{ register }`
 * API. Written here rather than taken from `@wallet-standard/app`, whose module-global registry and
 * `engines: node >=22` (through `@wallet-standard/base` 1.1.1) made npm warn and Yarn 1 refuse to install.
 */
export interface WalletStandardRegistry {
  /** The wallets registered so far, in registration order (a new array only after a change). */
  get(): readonly unknown[];
  /** Calls `listener` after every register or unregister; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  stop(): void;
}

type RegisterCallback = (api: { register(...wallets: unknown[]): () => void }) => void;

export function listenWalletStandard(win: Window): WalletStandardRegistry {
  const registered = new Set<unknown>();
  const listeners = new Set<() => void>();
  let snapshot: readonly unknown[] = [];
  const changed = () => {
    snapshot = [...registered];
    for (const listener of [...listeners]) listener();
  };
  const register = (...wallets: unknown[]) => {
    const added = wallets.filter((wallet) => wallet && !registered.has(wallet));
    if (added.length === 0) return () => {};
    for (const wallet of added) registered.add(wallet);
    changed();
    return () => {
      for (const wallet of added) registered.delete(wallet);
      changed();
    };
  };
  const api = Object.freeze({ register });
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<RegisterCallback>).detail;
    if (typeof callback !== "function") return;
    try {
      callback(api);
    } catch (error) {
      console.error("A Wallet Standard wallet failed to register", error);
    }
  };
  win.addEventListener("wallet-standard:register-wallet", onRegister);
  win.dispatchEvent(new CustomEvent("wallet-standard:app-ready", { detail: api }));
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      win.removeEventListener("wallet-standard:register-wallet", onRegister);
      listeners.clear();
    },
  };
}
