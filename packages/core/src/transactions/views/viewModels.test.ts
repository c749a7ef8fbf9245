import { describe, expect, it } from "vitest";
import { MAX_UINT256 } from "../../constants.ts";
import { errorViewModel } from "../../flows/transaction/errorViewModel.ts";
import { transactionMachine } from "../../flows/transaction/transactionMachine.ts";
import { preparedTransactionFlow } from "../../testing/runTransactionFlow.ts";
import type { PreparedEvmTransaction } from "../PreparedEvmTransaction.ts";
import { approvalViewModel } from "./approvalViewModel.ts";
import { successViewModel } from "./successViewModel.ts";

const FROM = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const BOB = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const USDC = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const ETH = 10n ** 18n;

function prepared(patch: Partial<PreparedEvmTransaction> = {}): PreparedEvmTransaction {
  return {
    chainId: 8453,
    chainName: "Base",
    nativeCurrency: { symbol: "ETH", decimals: 18 },
    explorerUrl: "https://basescan.org",
    from: FROM,
    to: BOB,
    value: ETH / 100n, // 0.01 ETH
    data: undefined,
    nonce: 3,
    fixedNonce: false,
    gas: 21_000n,
    fees: { type: "eip1559", maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1_000_000n },
    fee: 21_000n * 1_000_000_000n, // 0.000021 ETH
    balance: ETH,
    decoded: null,
    token: null,
    tokenError: null,
    prices: { native: { ok: true, usd: 3000 }, token: null },
    sponsored: false,
    insufficientFunds: false,
    warning: null,
    ...patch,
  };
}

describe("approvalViewModel", () => {
  it("an ETH send: fiat first, fee, network, details rows with the total, balance, Approve and Not now", () => {
    const view = approvalViewModel(preparedTransactionFlow([prepared()]), { appName: "Acme" });
    expect(view.amount).toEqual({ primary: "$30.00", secondary: "0.01 ETH", usd: 30 });
    expect(view.send).toEqual(["0.01 ETH"]);
    expect(view.network).toBe("Base");
    expect(view.fee).toEqual({
      kind: "fee",
      display: { primary: "$0.06", secondary: "0.000021 ETH", usd: expect.closeTo(0.063, 5) },
    });
    expect(view.heading).toBe("Transaction");
    expect(view.progress).toBeNull();
    expect(view.details).toEqual({
      title: "Details",
      open: true,
      maxHeightPx: 700,
      rows: [
        { label: "From", value: "0x7099…79C8" },
        { label: "To", value: "0x3C44…93BC" },
        { label: "Action", value: "Transaction" },
        { label: "Est. Fees", value: "$0.06 (0.000021 ETH)" },
        { label: "Total (including fees)", value: "$30.06 (0.010021 ETH)" },
      ],
    });
    expect(view.to).toEqual({ address: BOB, short: "0x3C44…93BC", explorerUrl: `https://basescan.org/address/${BOB}` });
    expect(view.balance).toMatchObject({ display: { primary: "$3,000.00", secondary: "1 ETH" }, insufficient: false });
    expect(view.primary).toEqual({ label: "Approve", disabled: false, busy: false, event: "approve" });
    expect(view.secondary).toMatchObject({ label: "Not now", event: "close" });
  });

  it("the host's native-token price display puts the token amount first (amount, fee, balance)", () => {
    const view = approvalViewModel(preparedTransactionFlow([prepared()]), {
      appName: "Acme",
      primaryAmount: "native-token",
    });
    expect(view.amount).toEqual({ primary: "0.01 ETH", secondary: "$30.00", usd: 30 });
    expect(view.fee).toMatchObject({ kind: "fee", display: { primary: "0.000021 ETH", secondary: "$0.06" } });
    expect(view.balance).toMatchObject({ display: { primary: "1 ETH", secondary: "$3,000.00" } });
  });

  it("an ERC-20 transfer: token amount with its price, recipient as To, token address, Transfer action", () => {
    const p = prepared({
      to: USDC,
      value: 0n,
      decoded: {
        action: "transfer",
        functionName: "transfer",
        isErc20Ish: true,
        isNFTIsh: false,
        transferTo: BOB,
        amount: 1_500_000n,
      },
      token: { address: USDC, kind: "erc20", symbol: "USDC", decimals: 6 },
      prices: { native: { ok: true, usd: 3000 }, token: { ok: true, usd: 1 } },
    });
    const view = approvalViewModel(preparedTransactionFlow([p]), { appName: "Acme" });
    expect(view.amount).toMatchObject({ primary: "$1.50", secondary: "1.5 USDC" });
    expect(view.send).toEqual(["1.5 USDC"]);
    expect(view.to?.address).toBe(BOB);
    expect(view.tokenAddress?.address).toBe(USDC);
    expect(view.details.rows[2]).toEqual({ label: "Action", value: "Transfer" });
    expect(view.details.rows[4]?.value).toBe("$1.56 (1.5 USDC + 0.000021 ETH)");
  });

  it("an unlimited approval shows 'Maximum' and the spender", () => {
    const p = prepared({
      to: USDC,
      value: 0n,
      decoded: {
        action: "approve",
        functionName: "approve",
        isErc20Ish: true,
        isNFTIsh: false,
        spender: BOB,
        amount: MAX_UINT256,
      },
      token: { address: USDC, kind: "erc20", symbol: "USDC", decimals: 6 },
    });
    const view = approvalViewModel(preparedTransactionFlow([p]), { appName: "Acme" });
    expect(view.amount?.primary).toBe("Maximum");
    expect(view.spender?.address).toBe(BOB);
    expect(view.details.rows[2]?.value).toBe("Approve");
  });

  it("a sponsored transaction shows 'Sponsored by {app name}' instead of the fee", () => {
    const view = approvalViewModel(preparedTransactionFlow([prepared({ sponsored: true, balance: 0n, value: 0n })]), {
      appName: "Acme",
    });
    expect(view.fee).toEqual({ kind: "sponsored", text: "Sponsored by Acme" });
    expect(view.details.rows[3]).toEqual({ label: "Est. Fees", value: "Sponsored by Acme" });
    expect(view.details.rows[4]?.value).toBe("$0.00 (0 ETH)");
  });

  it("several requests: 'Continue' until the last, then the app's buttonText; Back from the second", () => {
    const state = preparedTransactionFlow([prepared(), prepared()]);
    expect(approvalViewModel(state, { appName: "A" }).primary).toMatchObject({ label: "Continue", event: "continue" });
    const second = transactionMachine(state, { type: "continue" }).state;
    const view = approvalViewModel(second, { appName: "A", uiOptions: { buttonText: "Mint now" } });
    expect(view).toMatchObject({
      index: 1,
      total: 2,
      canGoBack: true,
      primary: { label: "Mint now", event: "approve" },
    });
  });

  it("insufficient funds: 'Add funds' when funding is available, otherwise a disabled button and the hint", () => {
    const poor = prepared({ balance: 0n, insufficientFunds: true });
    expect(
      approvalViewModel(preparedTransactionFlow([poor], { fundingAvailable: true }), { appName: "A" }).primary,
    ).toEqual({
      label: "Add funds",
      disabled: false,
      busy: false,
      event: "addFunds",
    });
    const view = approvalViewModel(preparedTransactionFlow([poor]), { appName: "A" });
    expect(view.primary).toMatchObject({ label: "Approve", disabled: true });
    expect(view.balance?.hint).toBe("Add funds on Base to complete transaction.");
  });

  it("a Malicious scan shows the checkbox and holds the button until it is ticked", () => {
    const scanned = preparedTransactionFlow(
      [prepared()],
      { scanning: true },
      {
        type: "scanned",
        index: 0,
        result: { validation: { status: "Success", result_type: "Malicious", description: "Known drainer" } },
      },
    );
    const view = approvalViewModel(scanned, { appName: "A" });
    expect(view.scan).toMatchObject({
      verdict: "error",
      message: "Known drainer",
      acknowledgement: { label: "I understand and want to proceed anyways.", checked: false },
    });
    expect(view.primary.disabled).toBe(true);
    const ticked = approvalViewModel(transactionMachine(scanned, { type: "toggleRisk" }).state, { appName: "A" });
    expect(ticked.scan.acknowledgement?.checked).toBe(true);
    expect(ticked.primary.disabled).toBe(false);
  });

  it("while submitting: busy primary, no 'Not now'; not cancellable: no 'Not now'; custom details title; warning", () => {
    const submitting = preparedTransactionFlow([prepared()], {}, { type: "approve" });
    expect(approvalViewModel(submitting, { appName: "A" })).toMatchObject({
      primary: { busy: true, disabled: true },
      secondary: null,
    });
    const fixed = approvalViewModel(
      preparedTransactionFlow(
        [
          prepared({
            warning: "There was an error preparing your transaction. Your transaction request will likely fail.",
          }),
        ],
        { cancellable: false },
      ),
      {
        appName: "A",
        uiOptions: { transactionInfo: { title: "Summary", action: "Buy ticket" } },
      },
    );
    expect(fixed.secondary).toBeNull();
    expect(fixed.details.title).toBe("Summary");
    expect(fixed.details.rows[2]?.value).toBe("Buy ticket");
    expect(fixed.warnings).toEqual([
      "There was an error preparing your transaction. Your transaction request will likely fail.",
    ]);
  });

  it("without a price only token amounts show", () => {
    const view = approvalViewModel(
      preparedTransactionFlow([
        prepared({
          prices: { native: { ok: false, message: "Unable to fetch token price on chain id 8453" }, token: null },
        }),
      ]),
      { appName: "A" },
    );
    expect(view.amount).toEqual({ primary: "0.01 ETH", secondary: null, usd: null });
    expect(view.details.rows[4]?.value).toBe("0.010021 ETH");
  });
});

describe("successViewModel and errorViewModel", () => {
  it("success: the spec's texts, overridable, with the transaction link", () => {
    const done = preparedTransactionFlow(
      [prepared()],
      {},
      { type: "approve" },
      { type: "submitted", index: 0, hash: "0xabc" },
      { type: "receipt", index: 0, status: "success" },
    );
    expect(successViewModel(done)).toEqual({
      header: "Transaction complete!",
      description: "You're all set.",
      button: { label: "All Done", event: "done" },
      transaction: { hash: "0xabc", explorerUrl: "https://basescan.org/tx/0xabc", explorerLabel: "View on explorer" },
      closesByItself: false,
    });
    expect(successViewModel(done, { successHeader: "Minted", successDescription: "Enjoy" })).toMatchObject({
      header: "Minted",
      description: "Enjoy",
    });
  });

  it("error: title, code, message, the hash with its explorer link, 'Please try again.', 'Retry transaction'", () => {
    const hash = `0x${"ab".repeat(32)}`;
    const failed = preparedTransactionFlow(
      [prepared()],
      {},
      { type: "approve" },
      { type: "submitted", index: 0, hash },
      { type: "receipt", index: 0, status: "reverted" },
    );
    expect(errorViewModel(failed)).toEqual({
      title: "Transaction failed",
      code: "transaction_failure",
      message: "The transaction was reverted by the contract.",
      hint: "Please try again.",
      transaction: {
        label: "Transaction hash",
        hash,
        short: "0xabab…abab",
        explorerUrl: `https://basescan.org/tx/${hash}`,
        explorerLabel: "View on explorer",
        copy: { label: "Copy", copiedLabel: "Copied", resetMs: 1500 },
      },
      retry: { label: "Retry transaction", event: "retry" },
      close: { event: "close" },
    });
    expect(errorViewModel(preparedTransactionFlow([prepared()]))).toBeNull();
  });
});

describe("the accordion, the pager and the scan panel as data", () => {
  it("the details panel: open by default standalone, closed nested, reopening closes it, one panel at a time", () => {
    const standalone = preparedTransactionFlow([prepared()]);
    expect(approvalViewModel(standalone, { appName: "Acme" }).details.open).toBe(true);
    const nested = preparedTransactionFlow([prepared()], { standalone: false });
    expect(approvalViewModel(nested, { appName: "Acme" }).details.open).toBe(false);
    const closed = preparedTransactionFlow([prepared()], {}, { type: "togglePanel", panel: "details" });
    expect(approvalViewModel(closed, { appName: "Acme" }).details.open).toBe(false);
    const reopened = preparedTransactionFlow(
      [prepared()],
      {},
      { type: "togglePanel", panel: "details" },
      { type: "togglePanel", panel: "details" },
    );
    expect(approvalViewModel(reopened, { appName: "Acme" }).details.open).toBe(true);
    // Opening the scan panel closes the details: one open at a time.
    const scanOpen = preparedTransactionFlow([prepared()], { scanning: true }, { type: "togglePanel", panel: "scan" });
    const view = approvalViewModel(scanOpen, { appName: "Acme" });
    expect([view.details.open, view.scan.open]).toEqual([false, true]);
  });

  it("the pager: '1 of 3', the heading from the decoded action or the app's contract name", () => {
    const three = preparedTransactionFlow([prepared(), prepared(), prepared()], {}, { type: "continue" });
    expect(approvalViewModel(three, { appName: "Acme" }).progress).toBe("2 of 3");
    const named = approvalViewModel(preparedTransactionFlow([prepared()]), {
      appName: "Acme",
      uiOptions: { transactionInfo: { contractInfo: { name: "Acme Market" } } },
    });
    expect(named.heading).toBe("Acme Market");
  });

  it("the scan panel's summary follows the scan state", () => {
    const scanning = preparedTransactionFlow([prepared()], { scanning: true });
    expect(approvalViewModel(scanning, { appName: "Acme" }).scan).toMatchObject({
      title: "Scan details",
      status: "in progress",
      summary: "Scanning transaction…",
    });
    const failed = preparedTransactionFlow(
      [prepared()],
      { scanning: true },
      { type: "scanFailed", index: 0, message: "Simulation failed" },
    );
    expect(approvalViewModel(failed, { appName: "Acme" }).scan).toMatchObject({
      summary: "Transaction scan failed",
      message: "Simulation failed",
    });
    expect(approvalViewModel(preparedTransactionFlow([prepared()]), { appName: "Acme" }).scan.summary).toBeNull();
  });

  it("a Solana failure links the Solana explorer with its cluster", () => {
    const hash = "5".repeat(88);
    const state = preparedTransactionFlow(
      [prepared({ explorerUrl: undefined as never, explorerCluster: "devnet" } as never)],
      {},
      { type: "approve" },
      { type: "submitted", index: 0, hash },
      { type: "receipt", index: 0, status: "reverted" },
    );
    expect(errorViewModel(state)?.transaction?.explorerUrl).toBe(
      `https://explorer.solana.com/tx/${hash}?cluster=devnet`,
    );
  });
});
