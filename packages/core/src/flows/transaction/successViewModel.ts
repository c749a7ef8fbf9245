import type { PreparedEvmTransaction } from "../../transactions/PreparedEvmTransaction.ts";
import type { TransactionUiOptions } from "../../transactions/SendTransactionRequest.ts";
import type { TransactionFlowState } from "./TransactionFlowState.ts";
import { TRANSACTION_TEXTS } from "./transactionTexts.ts";

/** The success screen (spec 001 §2 "Transaction success"), texts overridable by the request. */
export interface SuccessView {
  header: string;
  description: string;
  button: { label: string; event: "done" };
  /** The last transaction sent (none in sign-only mode), with its explorer link. */
  transaction: { hash: string; explorerUrl: string } | null;
  /** Sign-only closes by itself after a short delay: no button needed, but one is shown to close sooner. */
  closesByItself: boolean;
}

/**
 * @example
 * const view = successViewModel(flow.getState(), { successHeader: "Minted!" });
 * // { header: "Minted!", description: "You're all set.", button: { label: "All Done", event: "done" }, … }
 */
export function successViewModel(
  state: TransactionFlowState<PreparedEvmTransaction>,
  uiOptions: TransactionUiOptions = {},
): SuccessView {
  const last = [...state.items].reverse().find((item) => item.hash && item.prepared);
  return {
    header: uiOptions.successHeader ?? TRANSACTION_TEXTS.successHeader,
    description: uiOptions.successDescription ?? TRANSACTION_TEXTS.successDescription,
    button: { label: TRANSACTION_TEXTS.allDone, event: "done" },
    transaction:
      last?.hash && last.prepared
        ? { hash: last.hash, explorerUrl: `${last.prepared.explorerUrl}/tx/${last.hash}` }
        : null,
    closesByItself: state.config.signOnly,
  };
}
