import { describe, expect, it } from "vitest";
import type { TransactionScanResult } from "../../scan/ScanResult.ts";
import { readyPrepared, runTransactionFlow, transactionFlowConfig } from "../../testing/runTransactionFlow.ts";
import type { PreparedBase } from "./TransactionFlowState.ts";
import { blockedReason, initialTransactionFlowState } from "./transactionMachine.ts";

const broke: PreparedBase = { insufficientFunds: true, warning: null };
const scan = (result_type: "Benign" | "Warning" | "Malicious"): TransactionScanResult => ({
  validation: { status: "Success", result_type },
});

describe("transaction machine: one request", () => {
  it("prepares, shows the approval, submits once, waits for the receipt, succeeds, then reports the hash", () => {
    let { state, effects } = runTransactionFlow(initialTransactionFlowState(transactionFlowConfig()), {
      type: "start",
    });
    expect(state.step).toBe("preparing");
    expect(effects).toEqual([{ type: "prepare", index: 0, clearNonce: false }]);
    ({ state, effects } = runTransactionFlow(state, { type: "prepared", index: 0, prepared: readyPrepared }));
    expect(state.step).toBe("approval");
    // A double click: the second approve finds the flow submitting and sends nothing.
    ({ state, effects } = runTransactionFlow(state, { type: "approve" }, { type: "approve" }));
    expect(effects).toEqual([{ type: "confirmed" }, { type: "submit", index: 0 }]);
    expect(state.step).toBe("submitting");
    ({ state, effects } = runTransactionFlow(state, { type: "submitted", index: 0, hash: "0xaa" }));
    expect(effects).toEqual([{ type: "waitForReceipt", index: 0, hash: "0xaa" }]);
    ({ state } = runTransactionFlow(state, { type: "receipt", index: 0, status: "success" }));
    expect(state.step).toBe("success");
    ({ state, effects } = runTransactionFlow(state, { type: "done" }));
    expect(effects).toEqual([{ type: "finish" }]);
    expect(state.result).toEqual({ ok: true, outcome: { kind: "sent", hash: "0xaa", hashes: ["0xaa"] } });
  });

  it("a reverted receipt is 'Transaction failed' with the hash; retry clears the nonce and re-prepares", () => {
    let { state, effects } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xbad" },
      { type: "receipt", index: 0, status: "reverted" },
    );
    expect(state.step).toBe("error");
    expect(state.error).toMatchObject({ title: "Transaction failed", hash: "0xbad", retryable: true });
    ({ state, effects } = runTransactionFlow(state, { type: "retry" }));
    expect(effects).toEqual([{ type: "prepare", index: 0, clearNonce: true }]);
    expect(state.step).toBe("preparing");
    ({ state } = runTransactionFlow(state, { type: "prepared", index: 0, prepared: readyPrepared }));
    expect(state.step).toBe("approval");
  });

  it("closing a reverted transaction reports the failure, not the hash", () => {
    const { state } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xbad" },
      { type: "receipt", index: 0, status: "reverted" },
      { type: "close" },
    );
    expect(state.result).toMatchObject({ ok: false, error: { title: "Transaction failed" } });
  });

  it("a retry without a hash keeps the nonce", () => {
    const { effects } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "approve" },
      {
        type: "submitFailed",
        index: 0,
        error: { title: "Transaction failure", message: "nonce too low", code: "transaction_failure", retryable: true },
      },
      { type: "retry" },
    );
    expect(effects.at(-1)).toEqual({ type: "prepare", index: 0, clearNonce: false });
  });

  it("close rules: nothing sent → 4001; an error → that error; a hash → success; ignored while submitting", () => {
    const prepared = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
    ).state;
    expect(runTransactionFlow(prepared, { type: "close" }).state.result).toMatchObject({
      ok: false,
      error: { rpcCode: 4001 },
    });

    const submitting = runTransactionFlow(prepared, { type: "approve" }).state;
    const ignored = runTransactionFlow(submitting, { type: "close" });
    expect(ignored.state.step).toBe("submitting");
    expect(ignored.effects).toEqual([]);

    const confirming = runTransactionFlow(submitting, { type: "submitted", index: 0, hash: "0x1" }).state;
    expect(runTransactionFlow(confirming, { type: "close" }).state.result).toMatchObject({
      ok: true,
      outcome: { hash: "0x1" },
    });

    const prepFailed = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      {
        type: "prepareFailed",
        index: 0,
        error: {
          title: "There was an issue preparing your transaction",
          message: "RPC down",
          code: "transaction_failure",
          rpcCode: -32603,
          retryable: true,
        },
      },
    ).state;
    expect(prepFailed.step).toBe("error");
    expect(runTransactionFlow(prepFailed, { type: "close" }).state.result).toMatchObject({
      ok: false,
      error: { rpcCode: -32603 },
    });
  });

  it("a receipt that timed out keeps its hash: closing reports it as sent", () => {
    const { state } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xslow" },
      {
        type: "receiptFailed",
        index: 0,
        error: { title: "Timed out", message: "x", code: "client_request_timeout", retryable: true },
      },
      { type: "close" },
    );
    expect(state.result).toMatchObject({ ok: true, outcome: { hash: "0xslow" } });
  });
});

describe("transaction machine: several requests by index", () => {
  const three = () =>
    runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ total: 3 })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "prepared", index: 1, prepared: readyPrepared },
      { type: "prepared", index: 2, prepared: readyPrepared },
    );

  it("prepares all, 'Continue' until the last, Back returns, 'Approve' only on the last", () => {
    let { state, effects } = three();
    expect(effects.filter((e) => e.type === "prepare")).toHaveLength(3);
    expect(runTransactionFlow(state, { type: "approve" }).effects).toEqual([]);
    ({ state } = runTransactionFlow(state, { type: "continue" }));
    expect(state.index).toBe(1);
    ({ state } = runTransactionFlow(state, { type: "back" }));
    expect(state.index).toBe(0);
    ({ state } = runTransactionFlow(state, { type: "continue" }, { type: "continue" }, { type: "continue" }));
    expect(state.index).toBe(2);
    ({ state, effects } = runTransactionFlow(state, { type: "approve" }));
    expect(effects).toEqual([{ type: "confirmed" }, { type: "submit", index: 0 }]);
  });

  it("submits in order, each after the previous receipt; a failure resumes after the confirmed ones", () => {
    let { state, effects } = runTransactionFlow(
      three().state,
      { type: "continue" },
      { type: "continue" },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0x0" },
      { type: "receipt", index: 0, status: "success" },
    );
    expect(effects.at(-1)).toEqual({ type: "submit", index: 1 });
    ({ state, effects } = runTransactionFlow(state, {
      type: "submitFailed",
      index: 1,
      error: { title: "Transaction failure", message: "rpc", code: "transaction_failure", retryable: true },
    }));
    expect(state.step).toBe("error");
    ({ state, effects } = runTransactionFlow(
      state,
      { type: "retry" },
      { type: "prepared", index: 1, prepared: readyPrepared },
    ));
    expect(state).toMatchObject({ step: "approval", index: 1 });
    ({ state, effects } = runTransactionFlow(state, { type: "continue" }, { type: "approve" }));
    // Request 0 is confirmed already: it is not sent again.
    expect(effects).toEqual([{ type: "confirmed" }, { type: "submit", index: 1 }]);
    ({ state } = runTransactionFlow(
      state,
      { type: "submitted", index: 1, hash: "0x1" },
      { type: "receipt", index: 1, status: "success" },
      { type: "submitted", index: 2, hash: "0x2" },
      { type: "receipt", index: 2, status: "success" },
      { type: "done" },
    ));
    expect(state.result).toEqual({ ok: true, outcome: { kind: "sent", hash: "0x2", hashes: ["0x0", "0x1", "0x2"] } });
  });

  it("shows 'preparing' for a request not prepared yet and settles when it arrives", () => {
    let { state } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ total: 2 })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "continue" },
    );
    expect(state).toMatchObject({ step: "preparing", index: 1 });
    ({ state } = runTransactionFlow(state, { type: "prepared", index: 1, prepared: readyPrepared }));
    expect(state.step).toBe("approval");
  });
});

describe("transaction machine: scan, funds, panels, sign-only, headless", () => {
  it("scans after preparing; Malicious holds the button until 'I understand' is ticked", () => {
    let { state, effects } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ scanning: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
    );
    expect(effects).toContainEqual({ type: "scan", index: 0 });
    expect(state.items[0]?.scan.status).toBe("in progress");
    expect(blockedReason(state)).toBe("scanning");
    ({ state } = runTransactionFlow(state, { type: "scanned", index: 0, result: scan("Malicious") }));
    expect(state.items[0]?.scan).toMatchObject({ status: "completed", verdict: "error" });
    expect(runTransactionFlow(state, { type: "approve" }).effects).toEqual([]);
    ({ state, effects } = runTransactionFlow(state, { type: "toggleRisk" }, { type: "approve" }));
    expect(effects).toContainEqual({ type: "submit", index: 0 });
  });

  it("maps Benign to safe and Warning to warn; a failed scan falls back and does not block", () => {
    const base = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ scanning: true })),
      { type: "start" },
      {
        type: "prepared",
        index: 0,
        prepared: readyPrepared,
      },
    ).state;
    expect(
      runTransactionFlow(base, { type: "scanned", index: 0, result: scan("Benign") }).state.items[0]?.scan,
    ).toMatchObject({
      verdict: "safe",
    });
    expect(
      runTransactionFlow(base, { type: "scanned", index: 0, result: scan("Warning") }).state.items[0]?.scan,
    ).toMatchObject({
      verdict: "warn",
    });
    const failed = runTransactionFlow(base, { type: "scanFailed", index: 0, message: "Transaction scan failed" }).state;
    expect(blockedReason(failed)).toBeNull();
  });

  it("insufficient funds: 'Add funds' opens funding and re-prepares after; without funding nothing moves", () => {
    const withFunding = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ fundingAvailable: true })),
      { type: "start" },
      {
        type: "prepared",
        index: 0,
        prepared: broke,
      },
    ).state;
    expect(blockedReason(withFunding)).toBe("funds");
    expect(runTransactionFlow(withFunding, { type: "approve" }).effects).toEqual([]);
    let { state, effects } = runTransactionFlow(withFunding, { type: "addFunds" });
    expect(state.step).toBe("funding");
    expect(effects).toEqual([{ type: "openFunding", index: 0 }]);
    ({ state, effects } = runTransactionFlow(state, { type: "fundingClosed" }));
    expect(effects).toEqual([{ type: "prepare", index: 0, clearNonce: false }]);
    ({ state } = runTransactionFlow(
      state,
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "approve" },
    ));
    expect(state.step).toBe("submitting");

    const without = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: broke },
    ).state;
    expect(runTransactionFlow(without, { type: "addFunds" }).effects).toEqual([]);
  });

  it("one panel open at a time, open by default when standalone, reopening closes it", () => {
    let state = initialTransactionFlowState(transactionFlowConfig());
    expect(state.openPanel).toBe("details");
    state = runTransactionFlow(state, { type: "togglePanel", panel: "scan" }).state;
    expect(state.openPanel).toBe("scan");
    state = runTransactionFlow(state, { type: "togglePanel", panel: "scan" }).state;
    expect(state.openPanel).toBeNull();
    expect(initialTransactionFlowState(transactionFlowConfig({ standalone: false })).openPanel).toBeNull();
  });

  it("sign-only: signs each request, then closes by itself after a short delay with the signed transaction", () => {
    let { state, effects } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ signOnly: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
      { type: "approve" },
      { type: "signed", index: 0, signedTransaction: "0x02f8" },
    );
    expect(state.step).toBe("success");
    expect(effects.at(-1)).toMatchObject({ type: "startTimer" });
    ({ state } = runTransactionFlow(state, { type: "timer" }));
    expect(state.result).toEqual({
      ok: true,
      outcome: { kind: "signed", signedTransaction: "0x02f8", signedTransactions: ["0x02f8"] },
    });
  });

  it("headless: submits once everything is prepared and ends without screens; no funds is an error", () => {
    let { state, effects } = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ headless: true, total: 2 })),
      { type: "start" },
      { type: "prepared", index: 1, prepared: readyPrepared },
    );
    expect(effects.some((e) => e.type === "submit")).toBe(false);
    ({ state, effects } = runTransactionFlow(state, { type: "prepared", index: 0, prepared: readyPrepared }));
    expect(effects).toEqual([{ type: "submit", index: 0 }]);
    ({ state } = runTransactionFlow(
      state,
      { type: "submitted", index: 0, hash: "0xa" },
      { type: "receipt", index: 0, status: "success" },
      { type: "submitted", index: 1, hash: "0xb" },
      { type: "receipt", index: 1, status: "success" },
    ));
    expect(state.result).toMatchObject({ ok: true, outcome: { hashes: ["0xa", "0xb"] } });

    const poor = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig({ headless: true })),
      { type: "start" },
      {
        type: "prepared",
        index: 0,
        prepared: broke,
      },
    ).state;
    expect(poor.result).toMatchObject({
      ok: false,
      error: { title: "Insufficient balance", code: "insufficient_balance" },
    });
  });

  it("ignores everything once closed, and events for requests that are not in flight", () => {
    const closed = runTransactionFlow(initialTransactionFlowState(transactionFlowConfig()), { type: "close" }).state;
    expect(runTransactionFlow(closed, { type: "start" }).effects).toEqual([]);
    const approving = runTransactionFlow(
      initialTransactionFlowState(transactionFlowConfig()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: readyPrepared },
    ).state;
    expect(runTransactionFlow(approving, { type: "submitted", index: 0, hash: "0x" }).state).toBe(approving);
    expect(runTransactionFlow(approving, { type: "retry" }).state).toBe(approving);
  });
});
