import { COPY_TEXT_CONFIRMATION_MS } from "../../constants.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import type { PreparedBase, TransactionFlowState } from "./TransactionFlowState.ts";
import { transactionExplorerUrl } from "./transactionExplorerUrl.ts";
import { TRANSACTION_TEXTS } from "./transactionTexts.ts";

/** The transaction error screen (spec 001 §2 "Transaction error"). */
export interface ErrorView {
  title: string;
  /** The error code shown on the screen: the RPC code when there is one, else the catalogue code. */
  code: string;
  message: string;
  hint: string;
  /** The hash with copy and explorer link, when the failure came after broadcasting. */
  transaction: {
    label: string;
    hash: string;
    short: string;
    explorerUrl: string;
    explorerLabel: string;
    copy: { label: string; copiedLabel: string; resetMs: number };
  } | null;
  retry: { label: string; event: "retry" } | null;
  close: { event: "close" };
}

/**
 * @example
 * const view = errorViewModel(flow.getState());
 * // { title: "Transaction failed", code: "transaction_failure", hint: "Please try again.", retry: { label: "Retry transaction" }, … }
 */
export function errorViewModel<P extends PreparedBase>(state: TransactionFlowState<P>): ErrorView | null {
  const error = state.error;
  if (!error) return null;
  const prepared = state.items[state.index]?.prepared as { explorerUrl?: string; explorerCluster?: string } | null;
  return {
    title: error.title,
    code: error.rpcCode !== undefined ? String(error.rpcCode) : error.code,
    message: error.message,
    hint: TRANSACTION_TEXTS.pleaseTryAgain,
    transaction: error.hash
      ? {
          label: TRANSACTION_TEXTS.transactionHash,
          hash: error.hash,
          short: shortAddress(error.hash),
          explorerUrl: transactionExplorerUrl(prepared, error.hash),
          explorerLabel: TRANSACTION_TEXTS.viewOnExplorer,
          copy: {
            label: TRANSACTION_TEXTS.copy,
            copiedLabel: TRANSACTION_TEXTS.copied,
            resetMs: COPY_TEXT_CONFIRMATION_MS,
          },
        }
      : null,
    retry: error.retryable ? { label: TRANSACTION_TEXTS.retry, event: "retry" } : null,
    close: { event: "close" },
  };
}
