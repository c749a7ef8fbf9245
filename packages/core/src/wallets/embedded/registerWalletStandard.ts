/** Where wallets and apps meet (the page's window). */
export interface EventTargetLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

type RegisterApi = { register(...wallets: unknown[]): () => void };

/**
 * Registers a wallet by the Wallet Standard's window protocol: dispatches `wallet-standard:register-wallet`
 * with a callback (apps already listening register it at once) and answers `wallet-standard:app-ready` (apps
 * that load later). Answers a function that stops answering new apps and unregisters from those reached.
 *
 * @example
 * const unregister = registerWalletStandard(wallet);
 */
export function registerWalletStandard(
  wallet: unknown,
  target: EventTargetLike = globalThis as unknown as EventTargetLike,
): () => void {
  const unregisters: (() => void)[] = [];
  const callback = ({ register }: RegisterApi) => {
    unregisters.push(register(wallet));
  };
  const onAppReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail);
  target.addEventListener("wallet-standard:app-ready", onAppReady);
  try {
    target.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: callback }));
  } catch (error) {
    console.error("[foyer] wallet-standard:register-wallet could not be dispatched", error);
  }
  return () => {
    target.removeEventListener("wallet-standard:app-ready", onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
