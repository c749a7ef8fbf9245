import type { EvmTransactionRequest, SendTransactionOptions } from "@foyer/core/transactions";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

/** Everything of the spec's send-transaction request besides the request(s) themselves. */
export type SendTransactionHookOptions = Omit<SendTransactionOptions, "transactionRequest" | "transactionRequests">;

export interface UseSendTransaction {
  /**
   * Sends one request (or several, by index) from an embedded Ethereum wallet through the approval flow:
   * gas and fees, decoding, prices, 'Approve', receipt. Resolves with the last hash and all of them.
   */
  sendTransaction(
    request: EvmTransactionRequest | EvmTransactionRequest[],
    options?: SendTransactionHookOptions,
  ): Promise<{ hash: string; hashes: string[] }>;
}

/**
 * @example
 * const { sendTransaction } = useSendTransaction();
 * const { hash } = await sendTransaction({ to, value: 10n ** 15n }, { uiOptions: { description: "Tip the author" } });
 */
export function useSendTransaction(): UseSendTransaction {
  const store = useFoyerStore();
  const sendTransaction = useCallback(
    async (request: EvmTransactionRequest | EvmTransactionRequest[], options: SendTransactionHookOptions = {}) => {
      const wallet = await (await loadEmbeddedWalletRuntime(store)).ethereumWallet(options.transactingWalletAddress);
      const outcome = await wallet.sendTransaction({
        ...options,
        ...(Array.isArray(request) ? { transactionRequests: request } : { transactionRequest: request }),
      });
      if (outcome.kind !== "sent") throw new Error("Expected a sent transaction");
      return { hash: outcome.hash, hashes: outcome.hashes };
    },
    [store],
  );
  return { sendTransaction };
}
