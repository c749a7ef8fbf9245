import { useCallback } from "#react";
import { useFoyerStore } from "../../provider/useFoyerStore.ts";
import { fromBase64, runSolanaRequest } from "./runSolanaRequest.ts";
import type { SolanaRequestOptions } from "./SolanaRequest.ts";

export interface UseSignAllTransactions {
  /** Reviews several by index ('Continue', then 'Approve') and signs them in one frame unlock. */
  signAllTransactions(
    request: { transactions: Uint8Array[] } & SolanaRequestOptions,
  ): Promise<{ signedTransactions: Uint8Array[] }>;
}

/**
 * The embedded Solana wallet's sign-all (`@foyer/react/solana`).
 *
 * @example
 * const { signAllTransactions } = useSignAllTransactions();
 * const { signedTransactions } = await signAllTransactions({ transactions: [a, b] });
 */
export function useSignAllTransactions(): UseSignAllTransactions {
  const store = useFoyerStore();
  const signAllTransactions = useCallback(
    async ({ transactions, ...request }: { transactions: Uint8Array[] } & SolanaRequestOptions) => {
      const outcome = await runSolanaRequest(store, transactions, true, request);
      if (outcome.kind !== "signed") throw new Error("Expected signed transactions");
      return { signedTransactions: outcome.signedTransactions.map(fromBase64) };
    },
    [store],
  );
  return { signAllTransactions };
}
