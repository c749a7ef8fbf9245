import { FoyerError } from "../../errors/FoyerError.ts";
import type {
  PreparedBase,
  TransactionFlowConfig,
  TransactionFlowEffect,
  TransactionFlowError,
  TransactionFlowEvent,
  TransactionFlowState,
  TransactionOutcome,
} from "./TransactionFlowState.ts";
import { initialTransactionFlowState, transactionMachine } from "./transactionMachine.ts";

/** A running transaction flow: what a screen renders (state) and talks to (send). */
export interface TransactionFlowHandle<P extends PreparedBase = PreparedBase> {
  getState(): TransactionFlowState<P>;
  /** Called after every transition; answers an unsubscribe function. */
  subscribe(listener: (state: TransactionFlowState<P>) => void): () => void;
  send(event: TransactionFlowEvent<P>): void;
  /** Resolves with the hash / signed transaction, or rejects with a FoyerError (details: rpcCode, hash, title). */
  readonly result: Promise<TransactionOutcome>;
}

/** Runs one effect and answers the events it produced (none for fire-and-forget effects). */
export type TransactionEffectRunner<P extends PreparedBase> = (
  effect: Exclude<TransactionFlowEffect, { type: "finish" }>,
  state: TransactionFlowState<P>,
) => Promise<TransactionFlowEvent<P>[]>;

/** The FoyerError a failed flow rejects with; `details.rpcCode` is 4001 when the user closed it. */
export function transactionFlowFailure(error: TransactionFlowError): FoyerError {
  return new FoyerError(error.code, error.message, {
    details: {
      title: error.title,
      ...(error.rpcCode !== undefined ? { rpcCode: error.rpcCode } : {}),
      ...(error.hash ? { hash: error.hash } : {}),
    },
  });
}

/**
 * Drives the transaction machine: applies each event, tells subscribers, runs the effects through `run`
 * and feeds their events back. Effects never run twice for one transition, so a double click that the
 * machine ignores sends nothing. Framework-free: the modal subscribes, headless callers just await `result`.
 *
 * @example
 * const flow = createTransactionFlow(config, runner);
 * flow.send({ type: "start" });
 * const outcome = await flow.result;
 */
export function createTransactionFlow<P extends PreparedBase>(
  config: TransactionFlowConfig,
  run: TransactionEffectRunner<P>,
): TransactionFlowHandle<P> {
  let state = initialTransactionFlowState<P>(config);
  const listeners = new Set<(state: TransactionFlowState<P>) => void>();
  let settle: { resolve: (o: TransactionOutcome) => void; reject: (e: unknown) => void } | null = null;
  const result = new Promise<TransactionOutcome>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // A caller that only reads `result` later must not see an unhandled rejection in between.
  result.catch(() => {});

  const handle: TransactionFlowHandle<P> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      const transition = transactionMachine(state, event);
      if (transition.state === state && transition.effects.length === 0) return;
      state = transition.state;
      for (const listener of [...listeners]) listener(state);
      for (const effect of transition.effects) {
        if (effect.type === "finish") {
          const outcome = state.result;
          if (outcome?.ok) settle?.resolve(outcome.outcome);
          else if (outcome) settle?.reject(transactionFlowFailure(outcome.error));
          continue;
        }
        const snapshot = state;
        void run(effect, snapshot).then(
          (events) => {
            for (const next of events) handle.send(next);
          },
          // A runner bug must not leave the flow hanging: show it as a failure of the step.
          (error: unknown) => {
            const event = runnerCrash(effect, error);
            if (event) handle.send(event as TransactionFlowEvent<P>);
          },
        );
      }
    },
    result,
  };
  return handle;
}

function runnerCrash(effect: TransactionFlowEffect, error: unknown): TransactionFlowEvent | null {
  const failure: TransactionFlowError = {
    title: "Something went wrong",
    message: error instanceof Error ? error.message : String(error),
    code: "transaction_failure",
    retryable: true,
  };
  switch (effect.type) {
    case "prepare":
      return { type: "prepareFailed", index: effect.index, error: failure };
    case "submit":
      return { type: "submitFailed", index: effect.index, error: failure };
    case "waitForReceipt":
      return { type: "receiptFailed", index: effect.index, error: failure };
    case "scan":
      return { type: "scanFailed", index: effect.index, message: failure.message };
    case "openFunding":
      return { type: "fundingClosed" };
    default:
      // onConfirm or a timer failing changes nothing in the flow.
      return null;
  }
}
