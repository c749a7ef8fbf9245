import { initialTransactionFlowState, type TransactionFlowState } from "@foyer/core/transactions";
import { describe, expect, it } from "vitest";
import { transactionScreenOf } from "./TransactionFlowBody.tsx";

const at = (step: TransactionFlowState["step"]): TransactionFlowState => ({
  ...initialTransactionFlowState({
    total: 1,
    signOnly: false,
    headless: false,
    scanning: false,
    fundingAvailable: true,
    cancellable: true,
    standalone: true,
  }),
  step,
});

describe("transactionScreenOf", () => {
  it("approval steps show the chain's review screen; success, error and funding their own", () => {
    for (const step of ["preparing", "approval", "submitting", "confirming"] as const) {
      expect(transactionScreenOf(at(step), "ethereum")).toBe("approval");
      expect(transactionScreenOf(at(step), "solana")).toBe("solanaReview");
    }
    expect(transactionScreenOf(at("funding"), "ethereum")).toBe("funding");
    for (const chain of ["ethereum", "solana"] as const) {
      expect(transactionScreenOf(at("success"), chain)).toBe("success");
      expect(transactionScreenOf(at("error"), chain)).toBe("error");
    }
  });
});
