import { RPC_ERRORS, rpcCodeOfError } from "../eip1193/ProviderRpcError.ts";
import { FoyerError } from "../errors/FoyerError.ts";
import type { TransactionFlowError } from "../flows/transaction/TransactionFlowState.ts";
import { USER_REJECTED_ERROR } from "../flows/transaction/transactionMachine.ts";
import { TRANSACTION_TEXTS } from "../flows/transaction/transactionTexts.ts";
import { InvalidTransactionRequestError } from "./validateEvmRequest.ts";

/** The names of an error and of every cause below it (viem wraps node errors several levels deep). */
function chain(error: unknown): { names: string[]; text: string } {
  const names: string[] = [];
  const texts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const e = current as { name?: unknown; message?: unknown; details?: unknown; cause?: unknown };
    if (typeof e.name === "string") names.push(e.name);
    if (typeof e.message === "string") texts.push(e.message);
    if (typeof e.details === "string") texts.push(e.details);
    current = e.cause === current ? null : e.cause;
  }
  return { names, text: texts.join(" \n ").toLowerCase() };
}

function shortMessage(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown };
  const text = typeof e?.shortMessage === "string" ? e.shortMessage : typeof e?.message === "string" ? e.message : "";
  return text.split("\n")[0]?.trim() || TRANSACTION_TEXTS.somethingWentWrong;
}

/**
 * What the error screen shows for a failure in one step of the flow (spec 001 §8 "Transaction and bridge
 * error screens"): user rejection (4001), 'Insufficient balance', 'Timed out', preparation errors as 'There
 * was an issue preparing your transaction' (-32603), a bad request as 'Invalid transaction request', nonce
 * problems and the rest as 'Transaction failure' with the node's message.
 */
export function toTransactionFlowError(error: unknown, phase: "prepare" | "submit" | "receipt"): TransactionFlowError {
  const { names, text } = chain(error);
  const rpcCode = rpcCodeOfError(error);
  if (rpcCode === RPC_ERRORS.userRejected.code || names.includes("UserRejectedRequestError"))
    return USER_REJECTED_ERROR;
  if (error instanceof InvalidTransactionRequestError) {
    return { title: TRANSACTION_TEXTS.invalidRequest, message: error.message, code: "invalid_data", retryable: false };
  }
  if (error instanceof FoyerError && error.code === "unsupported_chain_id") {
    return {
      title: TRANSACTION_TEXTS.failure,
      message: error.shortMessage,
      code: "unsupported_chain_id",
      rpcCode: RPC_ERRORS.chainDisconnected.code,
      retryable: false,
    };
  }
  if (names.includes("InsufficientFundsError") || text.includes("insufficient funds")) {
    return {
      title: TRANSACTION_TEXTS.insufficientBalance,
      message: "The wallet does not have enough funds to pay for this transaction and its fees.",
      code: "insufficient_balance",
      retryable: true,
    };
  }
  if (
    names.some((n) => n === "TimeoutError" || n === "WaitForTransactionReceiptTimeoutError") ||
    (error instanceof FoyerError && error.code === "client_request_timeout")
  ) {
    return {
      title: TRANSACTION_TEXTS.timedOut,
      message:
        phase === "receipt"
          ? "The transaction was sent but no receipt arrived in time. It may still be confirmed."
          : "The network did not answer in time.",
      code: "client_request_timeout",
      retryable: true,
    };
  }
  if (names.includes("NonceTooLowError") || text.includes("nonce too low")) {
    return {
      title: TRANSACTION_TEXTS.failure,
      message: "Nonce too low: this nonce was already used.",
      code: "transaction_failure",
      retryable: true,
    };
  }
  if (names.includes("NonceTooHighError") || text.includes("nonce too high")) {
    return {
      title: TRANSACTION_TEXTS.failure,
      message: "Nonce too high: earlier transactions are missing.",
      code: "transaction_failure",
      retryable: true,
    };
  }
  const unreachable =
    names.includes("HttpRequestError") || text.includes("fetch failed") || text.includes("econnrefused");
  if (phase === "prepare") {
    return {
      title: TRANSACTION_TEXTS.preparing,
      message: unreachable ? "The network's RPC could not be reached." : shortMessage(error),
      code: "transaction_failure",
      rpcCode: RPC_ERRORS.internal.code,
      retryable: true,
    };
  }
  return {
    title: TRANSACTION_TEXTS.failure,
    message: unreachable ? "The network's RPC could not be reached." : shortMessage(error),
    code: "transaction_failure",
    ...(typeof rpcCode === "number" ? { rpcCode } : {}),
    retryable: true,
  };
}
