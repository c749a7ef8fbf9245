import { useCallback } from "react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { openWalletFlow } from "../recovery/openWalletFlow.ts";

export interface UseSetWalletRecovery {
  /** Opens 'Secure your account' / 'Update backup method' (password, Google Drive, iCloud as enabled). */
  setWalletRecovery(): Promise<void>;
  /** Opens 'Enter your password' to recover the wallet on this device. */
  recoverWithPassword(): Promise<void>;
  /** Recovers on this device from the cloud backup ('Confirm with {provider}'). */
  recoverWithCloud(provider: "google-drive" | "icloud"): Promise<void>;
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
    recoverWithPassword: useCallback(() => openWalletFlow(store, { kind: "recover" }), [store]),
    recoverWithCloud: useCallback(
      (provider: "google-drive" | "icloud") =>
        openWalletFlow(store, { kind: "recoveryOAuth", provider, action: "recover" }),
      [store],
    ),
    secureAutomatically: useCallback(() => openWalletFlow(store, { kind: "automatic" }), [store]),
  };
}
