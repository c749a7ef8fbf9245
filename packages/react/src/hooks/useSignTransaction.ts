import type { EvmTransactionRequest } from "@foyer/core/transactions";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";
import type { SendTransactionHookOptions } from "./useSendTransaction.ts";

export interface UseSignTransaction {
  /** Signs without broadcasting, after the approval (sign-only mode); resolves with the signed transaction. */
  signTransaction(
    request: EvmTransactionRequest,
    options?: Omit<SendTransactionHookOptions, "signOnly">,
  ): Promise<{ signedTransaction: string }>;
}

/**
 * @example
 * const { signTransaction } = useSignTransaction();
 * const { signedTransaction } = await signTransaction({ to, value: 1n, chainId: 8453 });
 */
export function useSignTransaction(): UseSignTransaction {
  const store = useFoyerStore();
  const signTransaction = useCallback(
    async (request: EvmTransactionRequest, options: Omit<SendTransactionHookOptions, "signOnly"> = {}) => {
      const wallet = await (await loadEmbeddedWalletRuntime(store)).ethereumWallet(options.transactingWalletAddress);
      const outcome = await wallet.sendTransaction({ ...options, transactionRequest: request, signOnly: true });
      if (outcome.kind !== "signed") throw new Error("Expected a signed transaction");
      return { signedTransaction: outcome.signedTransaction };
    },
    [store],
  );
  return { signTransaction };
}
