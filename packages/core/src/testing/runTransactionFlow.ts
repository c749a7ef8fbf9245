import type {
  PreparedBase,
  TransactionFlowConfig,
  TransactionFlowEffect,
  TransactionFlowEvent,
  TransactionFlowState,
} from "../flows/transaction/TransactionFlowState.ts";
import { initialTransactionFlowState, transactionMachine } from "../flows/transaction/transactionMachine.ts";

/** One request with screens, not scanned, no funding, cancellable, standalone; `patch` changes any of it. */
export const transactionFlowConfig = (patch: Partial<TransactionFlowConfig> = {}): TransactionFlowConfig => ({
  total: 1,
  signOnly: false,
  headless: false,
  scanning: false,
  fundingAvailable: false,
  cancellable: true,
  standalone: true,
  ...patch,
});

/** A prepared request the balance can pay, without warning. */
export const readyPrepared: PreparedBase = { insufficientFunds: false, warning: null };

/** Runs events through the transaction machine; answers the last state and every effect, in order. */
export function runTransactionFlow<P extends PreparedBase>(
  state: TransactionFlowState<P>,
  ...events: TransactionFlowEvent<P>[]
) {
  const effects: TransactionFlowEffect[] = [];
  for (const event of events) {
    const next = transactionMachine(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/**
 * A flow started with `config` (one request per item) and every item prepared, the state the approval or
 * review screen shows, then `events`; answers the last state.
 */
export function preparedTransactionFlow<P extends PreparedBase>(
  items: P[],
  config: Partial<TransactionFlowConfig> = {},
  ...events: TransactionFlowEvent<P>[]
): TransactionFlowState<P> {
  const initial = initialTransactionFlowState<P>(transactionFlowConfig({ total: items.length, ...config }));
  const prepared = items.map((item, index) => ({ type: "prepared" as const, index, prepared: item }));
  return runTransactionFlow(initial, { type: "start" }, ...prepared, ...events).state;
}
