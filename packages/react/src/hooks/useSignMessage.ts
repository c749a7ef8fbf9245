import type { SignOptions } from "@foyer/core/runtime/embeddedWallet";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

export interface UseSignMessage {
  /** personal_sign with an embedded Ethereum wallet, after the confirmation screen unless `showWalletUIs: false`. */
  signMessage(message: string, options?: SignOptions): Promise<{ signature: string }>;
}

/**
 * @example const { signMessage } = useSignMessage(); const { signature } = await signMessage("hello");
 */
export function useSignMessage(): UseSignMessage {
  const store = useFoyerStore();
  const signMessage = useCallback(
    async (message: string, options?: SignOptions) =>
      (await loadEmbeddedWalletRuntime(store)).signMessage(message, options),
    [store],
  );
  return { signMessage };
}
