import { describe, expect, it } from "vitest";
import type {
  PreparedBase,
  TransactionFlowConfig,
  TransactionFlowEffect,
  TransactionFlowEvent,
  TransactionFlowState,
} from "./TransactionFlowState.ts";
import { initialTransactionFlowState, transactionMachine } from "./transactionMachine.ts";

const config = (patch: Partial<TransactionFlowConfig> = {}): TransactionFlowConfig => ({
  total: 1,
  signOnly: false,
  headless: false,
  scanning: false,
  fundingAvailable: false,
  cancellable: true,
  standalone: true,
  ...patch,
});
const ready: PreparedBase = { insufficientFunds: false, warning: null };

/** Runs events through the machine, collecting every effect. */
function run(state: TransactionFlowState, ...events: TransactionFlowEvent[]) {
  const effects: TransactionFlowEffect[] = [];
  for (const event of events) {
    const next = transactionMachine(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe("transaction machine: an atomic batch", () => {
  it("submits once for all requests; one receipt confirms them all; the outcome has one hash", () => {
    let { state, effects } = run(
      initialTransactionFlowState(config({ total: 2, atomic: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
      { type: "prepared", index: 1, prepared: ready },
      { type: "continue" },
      { type: "approve" },
    );
    expect(effects.filter((e) => e.type === "submit")).toEqual([{ type: "submit", index: 0 }]);
    ({ state, effects } = run(
      state,
      { type: "submitted", index: 0, hash: "0xab" },
      { type: "receipt", index: 0, status: "success" },
    ));
    expect(effects.some((e) => e.type === "submit")).toBe(false);
    expect(state.step).toBe("success");
    expect(run(state, { type: "done" }).state.result).toEqual({
      ok: true,
      outcome: { kind: "sent", hash: "0xab", hashes: ["0xab"] },
    });
  });

  it("a reverted batch reverts every request", () => {
    const { state } = run(
      initialTransactionFlowState(config({ total: 2, atomic: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
      { type: "prepared", index: 1, prepared: ready },
      { type: "continue" },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xab" },
      { type: "receipt", index: 0, status: "reverted" },
    );
    expect(state.items.every((item) => item.reverted)).toBe(true);
    expect(state.error?.title).toBe("Transaction failed");
  });
});
