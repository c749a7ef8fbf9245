import { RPC_ERRORS } from "../eip1193/ProviderRpcError.ts";
import { FoyerError } from "../errors/FoyerError.ts";
import { createTransactionFlow, type TransactionFlowHandle } from "../flows/transaction/createTransactionFlow.ts";
import type { TransactionOutcome } from "../flows/transaction/TransactionFlowState.ts";
import { createEvmTransactionRunner } from "./createEvmTransactionRunner.ts";
import type { EvmTransactionContext } from "./EvmTransactionContext.ts";
import type { PreparedEvmTransaction } from "./PreparedEvmTransaction.ts";
import type { SendTransactionOptions } from "./SendTransactionRequest.ts";
import { skipsScreens, type TransactionScreens, type TransactionUiSettings } from "./TransactionScreens.ts";

/**
 * Starts the transaction flow for one `sendTransaction` / `signTransaction` call (spec 001 §4): shows it
 * through `screens` unless the call skips them (and the app allows that), calls onSuccess / onFailure, and
 * answers the running flow. `await flow.result` gives the hash(es) or the signed transaction.
 *
 * @example
 * const flow = startEvmTransactionFlow({ transactionRequest: { to, value: 1n } }, context, settings, screens);
 * const { hash } = (await flow.result) as { hash: string };
 */
export function startEvmTransactionFlow(
  options: SendTransactionOptions,
  context: EvmTransactionContext,
  settings: TransactionUiSettings,
  screens: TransactionScreens<PreparedEvmTransaction> | null,
  /** EIP-5792: send every request in one transaction through the app's delegate. */
  batch: { atomic?: { delegate: string } } = {},
): TransactionFlowHandle<PreparedEvmTransaction> {
  const requests = options.transactionRequests ?? (options.transactionRequest ? [options.transactionRequest] : []);
  const headless = skipsScreens(options, settings);
  const flow = createTransactionFlow<PreparedEvmTransaction>(
    {
      total: Math.max(1, requests.length),
      signOnly: options.signOnly === true,
      headless,
      scanning: settings.scanning && !!context.scan,
      fundingAvailable: settings.fundingAvailable && !!context.openFunding,
      cancellable: options.uiOptions?.isCancellable !== false,
      standalone: !settings.nested,
      atomic: !!batch.atomic,
    },
    createEvmTransactionRunner(context, options, batch),
  );
  flow.result.then(
    (outcome: TransactionOutcome) => options.onSuccess?.(outcome),
    (error: unknown) => options.onFailure?.(error),
  );
  if (requests.length === 0) {
    flow.send({
      type: "prepareFailed",
      index: 0,
      error: {
        title: "Invalid transaction request",
        message: "No transaction request was given.",
        code: "invalid_data",
        retryable: false,
      },
    });
  }
  if (!headless) {
    if (!screens) {
      throw new FoyerError("not_supported", "No transaction screen is registered to show this transaction.", {
        details: { rpcCode: RPC_ERRORS.unsupportedMethod.code },
      });
    }
    screens(flow, { chainType: "ethereum", options });
  }
  if (requests.length > 0) flow.send({ type: "start" });
  return flow;
}
