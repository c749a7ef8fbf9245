import { DEFAULT_BLOCK_EXPLORER_URL } from "../../chains/blockExplorerUrl.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import type { PreparedEvmTransaction } from "../../transactions/PreparedEvmTransaction.ts";
import type { TransactionFlowState } from "./TransactionFlowState.ts";
import { TRANSACTION_TEXTS } from "./transactionTexts.ts";

/** The transaction error screen (spec 001 §2 "Transaction error"). */
export interface ErrorView {
  title: string;
  /** The error code shown on the screen: the RPC code when there is one, else the catalogue code. */
  code: string;
  message: string;
  hint: string;
  /** The hash with copy and explorer link, when the failure came after broadcasting. */
  transaction: { hash: string; short: string; explorerUrl: string } | null;
  retry: { label: string; event: "retry" } | null;
  close: { event: "close" };
}

/**
 * @example
 * const view = errorViewModel(flow.getState());
 * // { title: "Transaction failed", code: "transaction_failure", hint: "Please try again.", retry: { label: "Retry transaction" }, … }
 */
export function errorViewModel(state: TransactionFlowState<PreparedEvmTransaction>): ErrorView | null {
  const error = state.error;
  if (!error) return null;
  const explorer = state.items[state.index]?.prepared?.explorerUrl ?? DEFAULT_BLOCK_EXPLORER_URL;
  return {
    title: error.title,
    code: error.rpcCode !== undefined ? String(error.rpcCode) : error.code,
    message: error.message,
    hint: TRANSACTION_TEXTS.pleaseTryAgain,
    transaction: error.hash
      ? { hash: error.hash, short: shortAddress(error.hash), explorerUrl: `${explorer}/tx/${error.hash}` }
      : null,
    retry: error.retryable ? { label: TRANSACTION_TEXTS.retry, event: "retry" } : null,
    close: { event: "close" },
  };
}
