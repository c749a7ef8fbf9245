import { useCallback } from "#react";
import { useFoyerStore } from "../../provider/useFoyerStore.ts";
import { runSolanaRequest } from "./runSolanaRequest.ts";
import type { SolanaRequestOptions } from "./SolanaRequest.ts";

export interface UseSignAndSendTransaction {
  /** Reviews, signs in the frame, sends and waits for "confirmed"; resolves with the base58 signature. */
  signAndSendTransaction(request: { transaction: Uint8Array } & SolanaRequestOptions): Promise<{ signature: string }>;
}

/**
 * The embedded Solana wallet's sign-and-send (`@foyer/react/solana`).
 *
 * @example
 * const { signAndSendTransaction } = useSignAndSendTransaction();
 * const { signature } = await signAndSendTransaction({ transaction: getTransactionEncoder().encode(tx) });
 */
export function useSignAndSendTransaction(): UseSignAndSendTransaction {
  const store = useFoyerStore();
  const signAndSendTransaction = useCallback(
    async ({ transaction, ...request }: { transaction: Uint8Array } & SolanaRequestOptions) => {
      const outcome = await runSolanaRequest(store, [transaction], false, request);
      if (outcome.kind !== "sent") throw new Error("Expected a sent transaction");
      return { signature: outcome.hash };
    },
    [store],
  );
  return { signAndSendTransaction };
}
