import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { openWalletFlow } from "../wallets/openWalletFlow.ts";
import { recoverThenNavigate } from "../wallets/recoverThenNavigate.ts";

/** Options of a recovery the host opens (spec 001 §3 "Wallet to recover"). */
export interface RecoverWalletOptions {
  /** Once the wallet is recovered on this device, the page goes to this path or URL of its own origin. */
  onCompleteNavigateTo?: string;
}

/** `onClick={recoverWithPassword}` passes the click event: only a string address counts. */
const navigateToOf = (options: unknown) => {
  const value = (options as RecoverWalletOptions | undefined)?.onCompleteNavigateTo;
  return typeof value === "string" ? value : undefined;
};

export interface UseSetWalletRecovery {
  /** Opens 'Secure your account' / 'Update backup method' (password, Google Drive, iCloud as enabled). */
  setWalletRecovery(): Promise<void>;
  /** Opens 'Enter your password' to recover the wallet on this device (then `onCompleteNavigateTo`, if given). */
  recoverWithPassword(options?: RecoverWalletOptions): Promise<void>;
  /** Recovers on this device from the cloud backup ('Confirm with {provider}'), then `onCompleteNavigateTo`. */
  recoverWithCloud(provider: "google-drive" | "icloud", options?: RecoverWalletOptions): Promise<void>;
  /** 'Automatically secure your account': switches recovery to the server-held key. */
  secureAutomatically(): Promise<void>;
}

/**
 * Recovery method of the embedded wallet: choose or change it, or recover on a new device.
 *
 * @example
 * const { setWalletRecovery } = useSetWalletRecovery();
 * <button onClick={() => setWalletRecovery()}>Back up my wallet</button>
 */
export function useSetWalletRecovery(): UseSetWalletRecovery {
  const store = useFoyerStore();
  return {
    setWalletRecovery: useCallback(() => openWalletFlow(store, { kind: "selection" }), [store]),
    recoverWithPassword: useCallback(
      (options?: RecoverWalletOptions) => recoverThenNavigate(store, { kind: "recover" }, navigateToOf(options)),
      [store],
    ),
    recoverWithCloud: useCallback(
      (provider: "google-drive" | "icloud", options?: RecoverWalletOptions) =>
        recoverThenNavigate(store, { kind: "recoveryOAuth", provider, action: "recover" }, navigateToOf(options)),
      [store],
    ),
    secureAutomatically: useCallback(() => openWalletFlow(store, { kind: "automatic" }), [store]),
  };
}
