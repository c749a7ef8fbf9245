import type { TypedDataJson } from "@foyer/core/embedded";
import type { SignOptions } from "@foyer/core/runtime/embeddedWallet";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

export interface UseSignTypedData {
  /** EIP-712 signature with an embedded Ethereum wallet, after the confirmation screen unless `showWalletUIs: false`. */
  signTypedData(typedData: TypedDataJson, options?: SignOptions): Promise<{ signature: string }>;
}

/**
 * @example const { signTypedData } = useSignTypedData(); await signTypedData({ domain, types, primaryType, message });
 */
export function useSignTypedData(): UseSignTypedData {
  const store = useFoyerStore();
  const signTypedData = useCallback(
    async (typedData: TypedDataJson, options?: SignOptions) =>
      (await loadEmbeddedWalletRuntime(store)).signTypedData(typedData, options),
    [store],
  );
  return { signTypedData };
}
