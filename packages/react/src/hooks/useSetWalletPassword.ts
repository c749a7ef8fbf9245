import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { openWalletFlow } from "../wallets/openWalletFlow.ts";

export interface UseSetWalletPassword {
  /**
   * Opens 'Secure Your Account' then the password flow (create, save, confirm, finalize). Resolves once
   * the password protects the wallet's recovery share; rejects with user_exited_set_password_flow when
   * the user leaves, or the wallet error.
   */
  setWalletPassword(options?: { resetting?: boolean }): Promise<void>;
}

/**
 * Secures the embedded wallet with a password (recovery method user-passcode; Argon2id in the frame).
 *
 * @example
 * const { setWalletPassword } = useSetWalletPassword();
 * await setWalletPassword();
 */
export function useSetWalletPassword(): UseSetWalletPassword {
  const store = useFoyerStore();
  const setWalletPassword = useCallback(
    (options: { resetting?: boolean } = {}) =>
      openWalletFlow(store, {
        kind: "password",
        resetting: options.resetting ?? false,
        userInitiated: true,
        splash: true,
      }),
    [store],
  );
  return { setWalletPassword };
}
