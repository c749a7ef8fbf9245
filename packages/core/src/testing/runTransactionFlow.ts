import type {
  PreparedBase,
  TransactionFlowConfig,
  TransactionFlowEffect,
  TransactionFlowEvent,
  TransactionFlowState,
} from "../flows/transaction/TransactionFlowState.ts";
import { transactionMachine } from "../flows/transaction/transactionMachine.ts";

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
