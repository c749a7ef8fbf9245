import { describe, expect, it } from "vitest";
import { readyPrepared, runTransactionFlow, transactionFlowConfig } from "../../testing/runTransactionFlow.ts";
import { initialTransactionFlowState } from "./transactionMachine.ts";

describe("transaction machine: an atomic batch", () => {
  it("submits once for all requests; one receipt confirms them all; the outcome has one hash", () => {
    let { state, effects } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ total: 2, atomic: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "prepared", index: 1, prepared: readyPrepared },
      { type: "continue" },
      { type: "approve" },
    );
    expect(effects.filter((e) => e.type === "submit")).toEqual([{ type: "submit", index: 0 }]);
    ({ state, effects } = runTransactionFlow(
      state,
      { type: "submitted", index: 0, hash: "0xab" },
      { type: "receipt", index: 0, status: "success" },
    ));
    expect(effects.some((e) => e.type === "submit")).toBe(false);
    expect(state.step).toBe("success");
    expect(runTransactionFlow(state, { type: "done" }).state.result).toEqual({
      ok: true,
      outcome: { kind: "sent", hash: "0xab", hashes: ["0xab"] },
    });
  });

  it("a reverted batch reverts every request", () => {
    const { state } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ total: 2, atomic: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "prepared", index: 1, prepared: readyPrepared },
      { type: "continue" },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xab" },
      { type: "receipt", index: 0, status: "reverted" },
    );
    expect(state.items.every((item) => item.reverted)).toBe(true);
    expect(state.error?.title).toBe("Transaction failed");
  });
});
