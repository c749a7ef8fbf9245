import { describe, expect, it } from "vitest";
import type { TransactionFlowEvent } from "../../flows/transaction/TransactionFlowState.ts";
import { initialTransactionFlowState } from "../../flows/transaction/transactionMachine.ts";
import { preparedTransactionFlow } from "../../testing/runTransactionFlow.ts";
import type { PreparedEvmTransaction } from "../PreparedEvmTransaction.ts";
import { addFundsViewModel } from "./addFundsViewModel.ts";
import { approvalViewModel } from "./approvalViewModel.ts";

const FROM = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const ETH = 10n ** 18n;

const prepared = (patch: Partial<PreparedEvmTransaction>): PreparedEvmTransaction => ({
  chainId: 31337,
  chainName: "Foyer Dev Chain",
  nativeCurrency: { symbol: "ETH", decimals: 18 },
  explorerUrl: "https://etherscan.io",
  from: FROM,
  to: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  value: 100n * ETH,
  data: undefined,
  nonce: 0,
  fixedNonce: false,
  gas: 21_000n,
  fees: { type: "eip1559", maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1_000_000n },
  fee: 21_000n * 1_000_000_000n,
  balance: ETH,
  decoded: null,
  token: null,
  tokenError: null,
  prices: { native: { ok: true, usd: 3000 }, token: null },
  sponsored: false,
  insufficientFunds: true,
  warning: null,
  ...patch,
});

const run = (
  p: PreparedEvmTransaction,
  fundingAvailable: boolean,
  ...events: TransactionFlowEvent<PreparedEvmTransaction>[]
) => preparedTransactionFlow([p], { fundingAvailable }, ...events);

describe("addFundsViewModel: where 'Add funds' leads", () => {
  it("'Add funds' only when funding is available; it opens the funding step with the address, balance and need", () => {
    const blocked = approvalViewModel(run(prepared({}), false), { appName: "Acme" });
    expect(blocked.primary).toMatchObject({ label: "Approve", disabled: true });
    const offered = approvalViewModel(run(prepared({}), true), { appName: "Acme" });
    expect(offered.primary).toEqual({ label: "Add funds", disabled: false, busy: false, event: "addFunds" });

    const funding = run(prepared({}), true, { type: "addFunds" });
    expect(funding.step).toBe("funding");
    expect(addFundsViewModel(funding)).toEqual({
      title: "Add funds",
      message: "Wallet 0x7099…79C8 does not have enough funds.",
      hint: "Add funds on Foyer Dev Chain to complete transaction.",
      address: FROM,
      short: "0x7099…79C8",
      qr: { value: FROM, size: 160 },
      copy: { label: "Copy", copiedLabel: "Copied", resetMs: 3000 },
      rows: [
        { label: "Balance", value: "$3,000.00 (1 ETH)" },
        { label: "Needed", value: "$300,000.06 (100.000021 ETH)" },
      ],
      done: { label: "Continue" },
    });
  });

  it("only gas missing: the spec's gas message; a sponsored request needs no fee", () => {
    const gasOnly = addFundsViewModel(run(prepared({ value: 0n, balance: 0n }), true, { type: "addFunds" }));
    expect(gasOnly?.message).toBe(
      "Wallet 0x7099…79C8 doesn't have enough funds to cover gas fees. Top up your wallet and try again.",
    );
    const sponsored = addFundsViewModel(run(prepared({ sponsored: true, balance: 0n }), true, { type: "addFunds" }));
    expect(sponsored?.rows[1]).toEqual({ label: "Needed", value: "$300,000.00 (100 ETH)" });
  });

  it("nothing prepared: no view", () => {
    const state = initialTransactionFlowState<PreparedEvmTransaction>({
      total: 1,
      signOnly: false,
      headless: false,
      scanning: false,
      fundingAvailable: true,
      cancellable: true,
      standalone: true,
    });
    expect(addFundsViewModel(state)).toBeNull();
  });
});
