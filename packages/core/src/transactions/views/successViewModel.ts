import type { PreparedBase, TransactionFlowState } from "../../flows/transaction/TransactionFlowState.ts";
import { transactionExplorerUrl } from "../../flows/transaction/transactionExplorerUrl.ts";
import { TRANSACTION_TEXTS } from "../../flows/transaction/transactionTexts.ts";
import type { TransactionUiOptions } from "../SendTransactionRequest.ts";

/** The success screen (spec 001 §2 "Transaction success"), texts overridable by the request. */
export interface SuccessView {
  header: string;
  description: string;
  button: { label: string; event: "done" };
  /** The last transaction sent (none in sign-only mode), with its explorer link. */
  transaction: { hash: string; explorerUrl: string; explorerLabel: string } | null;
  /** Sign-only closes by itself after a short delay: no button needed, but one is shown to close sooner. */
  closesByItself: boolean;
}

/**
 * @example
 * const view = successViewModel(flow.getState(), { successHeader: "Minted!" });
 * // { header: "Minted!", description: "You're all set.", button: { label: "All Done", event: "done" }, … }
 */
export function successViewModel<P extends PreparedBase>(
  state: TransactionFlowState<P>,
  uiOptions: TransactionUiOptions = {},
): SuccessView {
  const last = [...state.items].reverse().find((item) => item.hash && item.prepared);
  return {
    header: uiOptions.successHeader ?? TRANSACTION_TEXTS.successHeader,
    description: uiOptions.successDescription ?? TRANSACTION_TEXTS.successDescription,
    button: { label: TRANSACTION_TEXTS.allDone, event: "done" },
    transaction:
      last?.hash && last.prepared
        ? {
            hash: last.hash,
            explorerUrl: transactionExplorerUrl(
              last.prepared as { explorerUrl?: string; explorerCluster?: string },
              last.hash,
            ),
            explorerLabel: TRANSACTION_TEXTS.viewOnExplorer,
          }
        : null,
    closesByItself: state.config.signOnly,
  };
}
