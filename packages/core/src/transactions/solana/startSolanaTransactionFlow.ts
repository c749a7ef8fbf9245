import { RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import { createTransactionFlow, type TransactionFlowHandle } from "../../flows/transaction/createTransactionFlow.ts";
import type { TransactionOutcome } from "../../flows/transaction/TransactionFlowState.ts";
import type { TransactionUiOptions } from "../SendTransactionRequest.ts";
import { skipsScreens, type TransactionScreens, type TransactionUiSettings } from "../TransactionScreens.ts";
import { createSolanaTransactionRunner } from "./createSolanaTransactionRunner.ts";
import type { PreparedSolanaTransaction } from "./PreparedSolanaTransaction.ts";
import type { SolanaTransactionContext } from "./SolanaTransactionContext.ts";

/** A Solana request of the hooks (signTransaction, signAndSendTransaction, signAllTransactions). */
export interface SolanaTransactionOptions {
  /** Wire bytes of each transaction (signed by others or not), reviewed by index like Ethereum requests. */
  transactions: Uint8Array[];
  /** Sign without sending: the outcome holds the signed wire transactions (base64). */
  signOnly?: boolean;
  uiOptions?: TransactionUiOptions;
  /** The user approved (before signing). */
  onConfirm?: () => void;
  /** The flow ended with a signature (sent) or the signed transactions (sign-only). */
  onSuccess?: (outcome: TransactionOutcome) => void;
  /** The flow ended without one: rejected (4001), failed, reverted. */
  onFailure?: (error: unknown) => void;
}

/**
 * Starts the Solana transaction flow (review with the 'Advanced' breakdown, sign in the frame, send, confirm).
 * `await flow.result`: `{ kind: "sent", hash }` (the base58 signature) or `{ kind: "signed", signedTransactions }`.
 *
 * @example
 * const flow = startSolanaTransactionFlow({ transactions: [bytes] }, context, settings, screens);
 */
export function startSolanaTransactionFlow(
  options: SolanaTransactionOptions,
  context: SolanaTransactionContext,
  settings: TransactionUiSettings,
  screens: TransactionScreens<PreparedSolanaTransaction> | null,
): TransactionFlowHandle<PreparedSolanaTransaction> {
  const headless = skipsScreens(options, settings);
  if (!headless && !screens)
    throw new FoyerError("not_supported", "No transaction screen is registered to show this transaction.", {
      details: { rpcCode: RPC_ERRORS.unsupportedMethod.code },
    });
  const flow = createTransactionFlow<PreparedSolanaTransaction>(
    {
      total: Math.max(1, options.transactions.length),
      signOnly: options.signOnly === true,
      headless,
      scanning: false,
      fundingAvailable: false,
      cancellable: options.uiOptions?.isCancellable !== false,
      // The 'Advanced' breakdown starts closed.
      standalone: false,
    },
    createSolanaTransactionRunner(context, options.transactions, {
      signOnly: options.signOnly === true,
      ...(options.onConfirm ? { onConfirm: options.onConfirm } : {}),
    }),
  );
  flow.result.then(
    (outcome) => options.onSuccess?.(outcome),
    (error: unknown) => options.onFailure?.(error),
  );
  if (!headless && screens)
    screens(flow, { chainType: "solana", options: options as unknown as Record<string, unknown> });
  flow.send({ type: "start" });
  return flow;
}
