import { describe, expect, it } from "vitest";
import type { TransactionScanResult } from "../../scan/ScanResult.ts";
import type {
  PreparedBase,
  TransactionFlowConfig,
  TransactionFlowEffect,
  TransactionFlowEvent,
  TransactionFlowState,
} from "./TransactionFlowState.ts";
import { blockedReason, initialTransactionFlowState, transactionMachine } from "./transactionMachine.ts";

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
const broke: PreparedBase = { insufficientFunds: true, warning: null };

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
const scan = (result_type: "Benign" | "Warning" | "Malicious"): TransactionScanResult => ({
  validation: { status: "Success", result_type },
});

describe("transaction machine: one request", () => {
  it("prepares, shows the approval, submits once, waits for the receipt, succeeds, then reports the hash", () => {
    let { state, effects } = run(initialTransactionFlowState(config()), { type: "start" });
    expect(state.step).toBe("preparing");
    expect(effects).toEqual([{ type: "prepare", index: 0, clearNonce: false }]);
    ({ state, effects } = run(state, { type: "prepared", index: 0, prepared: ready }));
    expect(state.step).toBe("approval");
    // A double click: the second approve finds the flow submitting and sends nothing.
    ({ state, effects } = run(state, { type: "approve" }, { type: "approve" }));
    expect(effects).toEqual([{ type: "confirmed" }, { type: "submit", index: 0 }]);
    expect(state.step).toBe("submitting");
    ({ state, effects } = run(state, { type: "submitted", index: 0, hash: "0xaa" }));
    expect(effects).toEqual([{ type: "waitForReceipt", index: 0, hash: "0xaa" }]);
    ({ state } = run(state, { type: "receipt", index: 0, status: "success" }));
    expect(state.step).toBe("success");
    ({ state, effects } = run(state, { type: "done" }));
    expect(effects).toEqual([{ type: "finish" }]);
    expect(state.result).toEqual({ ok: true, outcome: { kind: "sent", hash: "0xaa", hashes: ["0xaa"] } });
  });

  it("a reverted receipt is 'Transaction failed' with the hash; retry clears the nonce and re-prepares", () => {
    let { state, effects } = run(
      initialTransactionFlowState(config()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xbad" },
      { type: "receipt", index: 0, status: "reverted" },
    );
    expect(state.step).toBe("error");
    expect(state.error).toMatchObject({ title: "Transaction failed", hash: "0xbad", retryable: true });
    ({ state, effects } = run(state, { type: "retry" }));
    expect(effects).toEqual([{ type: "prepare", index: 0, clearNonce: true }]);
    expect(state.step).toBe("preparing");
    ({ state } = run(state, { type: "prepared", index: 0, prepared: ready }));
    expect(state.step).toBe("approval");
  });

  it("closing a reverted transaction reports the failure, not the hash", () => {
    const { state } = run(
      initialTransactionFlowState(config()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xbad" },
      { type: "receipt", index: 0, status: "reverted" },
      { type: "close" },
    );
    expect(state.result).toMatchObject({ ok: false, error: { title: "Transaction failed" } });
  });

  it("a retry without a hash keeps the nonce", () => {
    const { effects } = run(
      initialTransactionFlowState(config()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
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
    const prepared = run(
      initialTransactionFlowState(config()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
    ).state;
    expect(run(prepared, { type: "close" }).state.result).toMatchObject({ ok: false, error: { rpcCode: 4001 } });

    const submitting = run(prepared, { type: "approve" }).state;
    const ignored = run(submitting, { type: "close" });
    expect(ignored.state.step).toBe("submitting");
    expect(ignored.effects).toEqual([]);

    const confirming = run(submitting, { type: "submitted", index: 0, hash: "0x1" }).state;
    expect(run(confirming, { type: "close" }).state.result).toMatchObject({ ok: true, outcome: { hash: "0x1" } });

    const prepFailed = run(
      initialTransactionFlowState(config()),
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
    expect(run(prepFailed, { type: "close" }).state.result).toMatchObject({ ok: false, error: { rpcCode: -32603 } });
  });

  it("a receipt that timed out keeps its hash: closing reports it as sent", () => {
    const { state } = run(
      initialTransactionFlowState(config()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
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
    run(
      initialTransactionFlowState(config({ total: 3 })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
      { type: "prepared", index: 1, prepared: ready },
      { type: "prepared", index: 2, prepared: ready },
    );

  it("prepares all, 'Continue' until the last, Back returns, 'Approve' only on the last", () => {
    let { state, effects } = three();
    expect(effects.filter((e) => e.type === "prepare")).toHaveLength(3);
    expect(run(state, { type: "approve" }).effects).toEqual([]);
    ({ state } = run(state, { type: "continue" }));
    expect(state.index).toBe(1);
    ({ state } = run(state, { type: "back" }));
    expect(state.index).toBe(0);
    ({ state } = run(state, { type: "continue" }, { type: "continue" }, { type: "continue" }));
    expect(state.index).toBe(2);
    ({ state, effects } = run(state, { type: "approve" }));
    expect(effects).toEqual([{ type: "confirmed" }, { type: "submit", index: 0 }]);
  });

  it("submits in order, each after the previous receipt; a failure resumes after the confirmed ones", () => {
    let { state, effects } = run(
      three().state,
      { type: "continue" },
      { type: "continue" },
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0x0" },
      { type: "receipt", index: 0, status: "success" },
    );
    expect(effects.at(-1)).toEqual({ type: "submit", index: 1 });
    ({ state, effects } = run(state, {
      type: "submitFailed",
      index: 1,
      error: { title: "Transaction failure", message: "rpc", code: "transaction_failure", retryable: true },
    }));
    expect(state.step).toBe("error");
    ({ state, effects } = run(state, { type: "retry" }, { type: "prepared", index: 1, prepared: ready }));
    expect(state).toMatchObject({ step: "approval", index: 1 });
    ({ state, effects } = run(state, { type: "continue" }, { type: "approve" }));
    // Request 0 is confirmed already: it is not sent again.
    expect(effects).toEqual([{ type: "confirmed" }, { type: "submit", index: 1 }]);
    ({ state } = run(
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
    let { state } = run(
      initialTransactionFlowState(config({ total: 2 })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
      { type: "continue" },
    );
    expect(state).toMatchObject({ step: "preparing", index: 1 });
    ({ state } = run(state, { type: "prepared", index: 1, prepared: ready }));
    expect(state.step).toBe("approval");
  });
});

describe("transaction machine: scan, funds, panels, sign-only, headless", () => {
  it("scans after preparing; Malicious holds the button until 'I understand' is ticked", () => {
    let { state, effects } = run(
      initialTransactionFlowState(config({ scanning: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
    );
    expect(effects).toContainEqual({ type: "scan", index: 0 });
    expect(state.items[0]?.scan.status).toBe("in progress");
    expect(blockedReason(state)).toBe("scanning");
    ({ state } = run(state, { type: "scanned", index: 0, result: scan("Malicious") }));
    expect(state.items[0]?.scan).toMatchObject({ status: "completed", verdict: "error" });
    expect(run(state, { type: "approve" }).effects).toEqual([]);
    ({ state, effects } = run(state, { type: "toggleRisk" }, { type: "approve" }));
    expect(effects).toContainEqual({ type: "submit", index: 0 });
  });

  it("maps Benign to safe and Warning to warn; a failed scan falls back and does not block", () => {
    const base = run(
      initialTransactionFlowState(config({ scanning: true })),
      { type: "start" },
      {
        type: "prepared",
        index: 0,
        prepared: ready,
      },
    ).state;
    expect(run(base, { type: "scanned", index: 0, result: scan("Benign") }).state.items[0]?.scan).toMatchObject({
      verdict: "safe",
    });
    expect(run(base, { type: "scanned", index: 0, result: scan("Warning") }).state.items[0]?.scan).toMatchObject({
      verdict: "warn",
    });
    const failed = run(base, { type: "scanFailed", index: 0, message: "Transaction scan failed" }).state;
    expect(blockedReason(failed)).toBeNull();
  });

  it("insufficient funds: 'Add funds' opens funding and re-prepares after; without funding nothing moves", () => {
    const withFunding = run(
      initialTransactionFlowState(config({ fundingAvailable: true })),
      { type: "start" },
      {
        type: "prepared",
        index: 0,
        prepared: broke,
      },
    ).state;
    expect(blockedReason(withFunding)).toBe("funds");
    expect(run(withFunding, { type: "approve" }).effects).toEqual([]);
    let { state, effects } = run(withFunding, { type: "addFunds" });
    expect(state.step).toBe("funding");
    expect(effects).toEqual([{ type: "openFunding", index: 0 }]);
    ({ state, effects } = run(state, { type: "fundingClosed" }));
    expect(effects).toEqual([{ type: "prepare", index: 0, clearNonce: false }]);
    ({ state } = run(state, { type: "prepared", index: 0, prepared: ready }, { type: "approve" }));
    expect(state.step).toBe("submitting");

    const without = run(
      initialTransactionFlowState(config()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: broke },
    ).state;
    expect(run(without, { type: "addFunds" }).effects).toEqual([]);
  });

  it("one panel open at a time, open by default when standalone, reopening closes it", () => {
    let state = initialTransactionFlowState(config());
    expect(state.openPanel).toBe("details");
    state = run(state, { type: "togglePanel", panel: "scan" }).state;
    expect(state.openPanel).toBe("scan");
    state = run(state, { type: "togglePanel", panel: "scan" }).state;
    expect(state.openPanel).toBeNull();
    expect(initialTransactionFlowState(config({ standalone: false })).openPanel).toBeNull();
  });

  it("sign-only: signs each request, then closes by itself after a short delay with the signed transaction", () => {
    let { state, effects } = run(
      initialTransactionFlowState(config({ signOnly: true })),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
      { type: "approve" },
      { type: "signed", index: 0, signedTransaction: "0x02f8" },
    );
    expect(state.step).toBe("success");
    expect(effects.at(-1)).toMatchObject({ type: "startTimer" });
    ({ state } = run(state, { type: "timer" }));
    expect(state.result).toEqual({
      ok: true,
      outcome: { kind: "signed", signedTransaction: "0x02f8", signedTransactions: ["0x02f8"] },
    });
  });

  it("headless: submits once everything is prepared and ends without screens; no funds is an error", () => {
    let { state, effects } = run(
      initialTransactionFlowState(config({ headless: true, total: 2 })),
      { type: "start" },
      { type: "prepared", index: 1, prepared: ready },
    );
    expect(effects.some((e) => e.type === "submit")).toBe(false);
    ({ state, effects } = run(state, { type: "prepared", index: 0, prepared: ready }));
    expect(effects).toEqual([{ type: "submit", index: 0 }]);
    ({ state } = run(
      state,
      { type: "submitted", index: 0, hash: "0xa" },
      { type: "receipt", index: 0, status: "success" },
      { type: "submitted", index: 1, hash: "0xb" },
      { type: "receipt", index: 1, status: "success" },
    ));
    expect(state.result).toMatchObject({ ok: true, outcome: { hashes: ["0xa", "0xb"] } });

    const poor = run(
      initialTransactionFlowState(config({ headless: true })),
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
    const closed = run(initialTransactionFlowState(config()), { type: "close" }).state;
    expect(run(closed, { type: "start" }).effects).toEqual([]);
    const approving = run(
      initialTransactionFlowState(config()),
      { type: "start" },
      { type: "prepared", index: 0, prepared: ready },
    ).state;
    expect(run(approving, { type: "submitted", index: 0, hash: "0x" }).state).toBe(approving);
    expect(run(approving, { type: "retry" }).state).toBe(approving);
  });
});
