import { useCallback } from "#react";
import { useFoyerStore } from "../../provider/useFoyerStore.ts";
import { fromBase64, runSolanaRequest } from "./runSolanaRequest.ts";
import type { SolanaRequestOptions } from "./SolanaRequest.ts";

export interface UseSignTransaction {
  /** Reviews and signs without sending; resolves with the signed wire transaction. */
  signTransaction(
    request: { transaction: Uint8Array } & SolanaRequestOptions,
  ): Promise<{ signedTransaction: Uint8Array }>;
}

/**
 * The embedded Solana wallet's sign-only call (`@foyer/react/solana`).
 *
 * @example
 * const { signTransaction } = useSignTransaction();
 * const { signedTransaction } = await signTransaction({ transaction: bytes, uiOptions: { buttonText: "Sign" } });
 */
export function useSignTransaction(): UseSignTransaction {
  const store = useFoyerStore();
  const signTransaction = useCallback(
    async ({ transaction, ...request }: { transaction: Uint8Array } & SolanaRequestOptions) => {
      const outcome = await runSolanaRequest(store, [transaction], true, request);
      if (outcome.kind !== "signed") throw new Error("Expected a signed transaction");
      return { signedTransaction: fromBase64(outcome.signedTransaction) };
    },
    [store],
  );
  return { signTransaction };
}
