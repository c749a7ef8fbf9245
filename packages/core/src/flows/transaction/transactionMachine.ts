import { SIGN_ONLY_CLOSE_DELAY_MS } from "../../constants.ts";
import { RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import type { TransactionScanResult } from "../../scan/ScanResult.ts";
import type {
  PreparedBase,
  TransactionFlowConfig,
  TransactionFlowError,
  TransactionFlowEvent,
  TransactionFlowState,
  TransactionFlowTransition,
  TransactionItem,
} from "./TransactionFlowState.ts";
import { TRANSACTION_TEXTS } from "./transactionTexts.ts";

/** The failure the flow ends with when the user closes before anything was sent (EIP-1193 4001). */
export const USER_REJECTED_ERROR: TransactionFlowError = {
  title: TRANSACTION_TEXTS.rejected,
  message: TRANSACTION_TEXTS.userRejected,
  code: "transaction_failure",
  rpcCode: RPC_ERRORS.userRejected.code,
  retryable: false,
};

const emptyItem = <P extends PreparedBase>(): TransactionItem<P> => ({
  prepared: null,
  prepareError: null,
  scan: { status: "uninitiated" },
  riskAcknowledged: false,
  hash: null,
  signedTransaction: null,
  confirmed: false,
  reverted: false,
});

/** The flow before `start`: nothing prepared yet. */
export function initialTransactionFlowState<P extends PreparedBase>(
  config: TransactionFlowConfig,
): TransactionFlowState<P> {
  return {
    config,
    step: "preparing",
    index: 0,
    items: Array.from({ length: Math.max(1, config.total) }, () => emptyItem<P>()),
    error: null,
    openPanel: config.standalone ? "details" : null,
    result: null,
  };
}

/** Benign → safe, Warning → warn, Malicious → error (spec 001 §4). */
export function scanVerdict(result: TransactionScanResult): "safe" | "warn" | "error" {
  const type = result.validation.result_type;
  return type === "Malicious" ? "error" : type === "Warning" ? "warn" : "safe";
}

/** Why the primary button of the shown request is held back, if it is. */
export function blockedReason<P extends PreparedBase>(
  state: TransactionFlowState<P>,
): "preparing" | "scanning" | "risk" | "funds" | null {
  const item = state.items[state.index];
  if (!item?.prepared) return "preparing";
  if (item.scan.status === "in progress") return "scanning";
  if (item.scan.status === "completed" && item.scan.verdict === "error" && !item.riskAcknowledged) return "risk";
  if (item.prepared.insufficientFunds) return "funds";
  return null;
}

const set = <P extends PreparedBase>(items: TransactionItem<P>[], index: number, patch: Partial<TransactionItem<P>>) =>
  items.map((item, i) => (i === index ? { ...item, ...patch } : item));

const firstUnfinished = <P extends PreparedBase>(state: TransactionFlowState<P>) =>
  state.items.findIndex((item) => (state.config.signOnly ? !item.signedTransaction : !item.confirmed));

function outcomeOf<P extends PreparedBase>(state: TransactionFlowState<P>) {
  if (state.config.signOnly) {
    const signed = state.items.flatMap((item) => (item.signedTransaction ? [item.signedTransaction] : []));
    const last = signed.at(-1);
    return last ? ({ kind: "signed", signedTransaction: last, signedTransactions: signed } as const) : null;
  }
  const hashes = [...new Set(state.items.flatMap((item) => (item.hash && !item.reverted ? [item.hash] : [])))];
  const last = hashes.at(-1);
  return last ? ({ kind: "sent", hash: last, hashes } as const) : null;
}

function finish<P extends PreparedBase>(state: TransactionFlowState<P>): TransactionFlowTransition<P> {
  // Spec 001 §4 on close: a hash → onSuccess; an error → onFailure with it; otherwise 4001. A failure after
  // broadcasting whose transaction may still land (receipt timed out) keeps its hash and counts as sent; a
  // reverted one, or a later request that failed before sending, is a failure.
  const error = state.step === "error" ? state.error : null;
  const stillPending =
    !!error?.hash && state.items.some((item) => item.hash === error.hash && !item.reverted && !item.confirmed);
  if (error && !stillPending)
    return { state: { ...state, step: "closed", result: { ok: false, error } }, effects: [{ type: "finish" }] };
  const outcome = outcomeOf(state);
  const result = outcome
    ? ({ ok: true, outcome } as const)
    : ({ ok: false, error: state.error ?? USER_REJECTED_ERROR } as const);
  return { state: { ...state, step: "closed", result }, effects: [{ type: "finish" }] };
}

function fail<P extends PreparedBase>(state: TransactionFlowState<P>, error: TransactionFlowError) {
  const next = { ...state, step: "error" as const, error };
  return state.config.headless ? finish(next) : { state: next, effects: [] };
}

/** Shows the request at `index`, or submits straight away in headless mode once all are prepared. */
function settle<P extends PreparedBase>(state: TransactionFlowState<P>): TransactionFlowTransition<P> {
  const item = state.items[state.index];
  if (item?.prepareError) return fail(state, item.prepareError);
  if (!item?.prepared) return { state: { ...state, step: "preparing" }, effects: [] };
  if (!state.config.headless) return { state: { ...state, step: "approval" }, effects: [] };
  const failed = state.items.find((i) => i.prepareError);
  if (failed?.prepareError) return fail(state, failed.prepareError);
  if (state.items.some((i) => !i.prepared)) return { state: { ...state, step: "preparing" }, effects: [] };
  if (state.items.some((i) => i.prepared?.insufficientFunds)) {
    return fail(state, {
      title: TRANSACTION_TEXTS.insufficientBalance,
      message: TRANSACTION_TEXTS.insufficientBalance,
      code: "insufficient_balance",
      retryable: false,
    });
  }
  return submitFrom(state);
}

function submitFrom<P extends PreparedBase>(state: TransactionFlowState<P>): TransactionFlowTransition<P> {
  const index = firstUnfinished(state);
  if (index === -1) return succeed(state);
  return { state: { ...state, step: "submitting", index, error: null }, effects: [{ type: "submit", index }] };
}

function succeed<P extends PreparedBase>(state: TransactionFlowState<P>): TransactionFlowTransition<P> {
  const next = { ...state, step: "success" as const, error: null };
  if (state.config.headless) return finish(next);
  // Sign-only closes by itself after a short delay (spec 001 §4).
  return { state: next, effects: state.config.signOnly ? [{ type: "startTimer", ms: SIGN_ONLY_CLOSE_DELAY_MS }] : [] };
}

/**
 * The transaction flow of spec 001 §4 as a pure machine: requests go by index ('Continue' until the last,
 * then 'Approve'; Back returns), each is prepared (gas, fees, balance, decoding) and optionally scanned,
 * then all are submitted in order, each waiting for its receipt. A reverted receipt is 'Transaction failed';
 * retry re-prepares the failed request (clearing its nonce when it had a hash) and resumes after the
 * requests already confirmed, so nothing is sent twice. Close is ignored while submitting.
 */
export function transactionMachine<P extends PreparedBase>(
  state: TransactionFlowState<P>,
  event: TransactionFlowEvent<P>,
): TransactionFlowTransition<P> {
  const same = { state, effects: [] };
  if (state.step === "closed") return same;
  switch (event.type) {
    case "start":
      return {
        state,
        effects: state.items.map((_, index) => ({ type: "prepare" as const, index, clearNonce: false })),
      };
    case "prepared": {
      if (!state.items[event.index] || state.items[event.index]?.hash) return same;
      const scan = state.config.scanning && !state.config.headless;
      const next = {
        ...state,
        items: set(state.items, event.index, {
          prepared: event.prepared,
          prepareError: null,
          scan: scan ? { status: "in progress" } : { status: "uninitiated" },
          riskAcknowledged: false,
        }),
      };
      const shown = event.index === state.index && (state.step === "preparing" || state.step === "error");
      const settled = shown || state.config.headless ? settle(next) : { state: next, effects: [] };
      return scan
        ? { state: settled.state, effects: [{ type: "scan", index: event.index }, ...settled.effects] }
        : settled;
    }
    case "prepareFailed": {
      if (!state.items[event.index]) return same;
      const next = { ...state, items: set(state.items, event.index, { prepared: null, prepareError: event.error }) };
      return event.index === state.index && state.step === "preparing" ? settle(next) : { state: next, effects: [] };
    }
    case "scanned":
    case "scanFailed": {
      const item = state.items[event.index];
      if (item?.scan.status !== "in progress") return same;
      const scan =
        event.type === "scanned"
          ? ({ status: "completed", verdict: scanVerdict(event.result), result: event.result } as const)
          : ({ status: "failed", message: event.message } as const);
      return { state: { ...state, items: set(state.items, event.index, { scan }) }, effects: [] };
    }
    case "toggleRisk": {
      const item = state.items[state.index];
      if (state.step !== "approval" || !item) return same;
      return {
        state: { ...state, items: set(state.items, state.index, { riskAcknowledged: !item.riskAcknowledged }) },
        effects: [],
      };
    }
    case "togglePanel":
      // One panel open at a time; reopening the open one closes it.
      return { state: { ...state, openPanel: state.openPanel === event.panel ? null : event.panel }, effects: [] };
    case "continue": {
      if (state.step !== "approval" || state.index >= state.items.length - 1 || blockedReason(state)) return same;
      return settle({ ...state, index: state.index + 1 });
    }
    case "back":
      if (state.step !== "approval" && state.step !== "preparing") return same;
      if (state.index === 0) return same;
      return settle({ ...state, index: state.index - 1 });
    case "approve": {
      // Only from the last request's approval screen: a second click finds the flow submitting and is ignored.
      if (state.step !== "approval" || state.index !== state.items.length - 1 || blockedReason(state)) return same;
      const submitted = submitFrom(state);
      return { state: submitted.state, effects: [{ type: "confirmed" }, ...submitted.effects] };
    }
    case "addFunds":
      if (state.step !== "approval" || blockedReason(state) !== "funds" || !state.config.fundingAvailable) return same;
      return { state: { ...state, step: "funding" }, effects: [{ type: "openFunding", index: state.index }] };
    case "fundingClosed":
      // Balances changed (or not): prepare the shown request again.
      if (state.step !== "funding") return same;
      return {
        state: { ...state, step: "preparing", items: set(state.items, state.index, { prepared: null }) },
        effects: [{ type: "prepare", index: state.index, clearNonce: false }],
      };
    case "submitted": {
      if (state.step !== "submitting" || event.index !== state.index) return same;
      const items = state.config.atomic
        ? state.items.map((item) => ({ ...item, hash: event.hash }))
        : set(state.items, event.index, { hash: event.hash });
      return {
        state: { ...state, step: "confirming", items },
        effects: [{ type: "waitForReceipt", index: event.index, hash: event.hash }],
      };
    }
    case "signed": {
      if (state.step !== "submitting" || event.index !== state.index) return same;
      return submitFrom({
        ...state,
        items: set(state.items, event.index, { signedTransaction: event.signedTransaction }),
      });
    }
    case "submitFailed":
      if (state.step !== "submitting" || event.index !== state.index) return same;
      return fail(state, event.error);
    case "receipt": {
      if (state.step !== "confirming" || event.index !== state.index) return same;
      // An atomic batch has one receipt for all its requests.
      const mark = (patch: Partial<TransactionItem<P>>) =>
        state.config.atomic ? state.items.map((item) => ({ ...item, ...patch })) : set(state.items, event.index, patch);
      if (event.status === "reverted") {
        return fail(
          { ...state, items: mark({ reverted: true }) },
          {
            title: TRANSACTION_TEXTS.reverted,
            message: "The transaction was reverted by the contract.",
            code: "transaction_failure",
            hash: state.items[event.index]?.hash ?? undefined,
            retryable: true,
          },
        );
      }
      return submitFrom({ ...state, items: mark({ confirmed: true }) });
    }
    case "receiptFailed":
      if (state.step !== "confirming" || event.index !== state.index) return same;
      return fail(state, { ...event.error, hash: event.error.hash ?? state.items[event.index]?.hash ?? undefined });
    case "retry": {
      if (state.step !== "error" || !state.error?.retryable) return same;
      // Retry with a hash clears the nonce (spec 001 §4): the next attempt takes the account's next one.
      const failed = firstUnfinished(state) === -1 ? state.index : firstUnfinished(state);
      const clearNonce = !!state.items[failed]?.hash;
      return {
        state: {
          ...state,
          step: "preparing",
          index: failed,
          error: null,
          items: set(state.items, failed, { ...emptyItem<P>() }),
        },
        effects: [{ type: "prepare", index: failed, clearNonce }],
      };
    }
    case "timer":
      return state.step === "success" && state.config.signOnly ? finish(state) : same;
    case "done":
      return state.step === "success" ? finish(state) : same;
    case "close":
      // Spec 001 §4: close is ignored while submitting.
      if (state.step === "submitting") return same;
      return finish(state);
  }
}
