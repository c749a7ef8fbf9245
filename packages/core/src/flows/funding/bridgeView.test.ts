import { describe, expect, it } from "vitest";
import type { BridgeQuote } from "../../funding/createRelayClient.ts";
import { type BridgeState, bridgeMachine } from "./bridgeMachine.ts";
import { bridgePercent, bridgeView } from "./bridgeView.ts";

const quote: BridgeQuote = {
  requestId: "0x1",
  tx: { kind: "evm", from: "0xabc", to: "0xdef", data: "0x", value: "40", chainId: 8453 },
  amountIn: "40",
  amountInFormatted: "0.0004",
  amountOutFormatted: "0.5",
  estimatedSeconds: 20,
};
const base: BridgeState = {
  ...bridgeMachine.initial({
    source: "ethereum",
    sourceAddress: "0x1234567890abcdef1234567890abcdef12345678",
    amount: "0.5",
    chains: [{ chainId: 8453, name: "Base", testnet: false }],
  }),
  options: [{ chain: { chainId: 8453, name: "Base", testnet: false }, balance: "90", quote, quotedAt: 0 }],
  selectedChainId: 8453,
};
const view = (state: Partial<BridgeState>, now = 0) =>
  bridgeView({ ...base, ...state }, "MetaMask", (_chain, amount) => `${amount} wei`, now);

// The bridge screens' texts (spec 001 §2 "Bridge" screens and progress, §8 "Bridge failure").
describe("bridge screens", () => {
  it("confirm: 'Confirm with {wallet}', the from-network, amount and balance", () => {
    expect(view({ status: "confirming" })).toEqual({
      screen: "confirm",
      fromNetwork: "Base",
      send: "0.0004",
      balance: "90 wei",
      amount: "0.5",
      confirmLabel: "Confirm with MetaMask",
      notice: null,
      backLabel: null,
    });
  });

  it("progress: 'Confirming with {wallet}' while the wallet is asked, 'Bridging with {wallet}' while polled", () => {
    expect(view({ status: "sending" })).toEqual({
      screen: "progress",
      title: "Confirming with MetaMask",
      progress: null,
    });
    expect(view({ status: "bridging", sentAt: 0 })).toEqual({
      screen: "progress",
      title: "Bridging with MetaMask",
      progress: { percent: 0 },
    });
    expect(view({ status: "success" })).toEqual({ screen: "success", title: "Success!" });
  });

  it("progress bar (spec 001 §9): elapsed since the deposit over the quote's estimate, capped at 100%", () => {
    const percent = (elapsedMs: number) => {
      const progress = view({ status: "bridging", sentAt: 1_000_000 }, 1_000_000 + elapsedMs);
      return progress.screen === "progress" ? progress.progress?.percent : "not the progress screen";
    };
    // The quote estimates 20 s.
    expect(percent(0)).toBe(0);
    expect(percent(5_000)).toBe(25);
    expect(percent(19_999)).toBe(99);
    expect(percent(20_000)).toBe(100);
    // Relay slower than its estimate: the bar stays full, never past it.
    expect(percent(60_000)).toBe(100);
    expect(percent(3_600_000)).toBe(100);
    // A clock behind the deposit's time draws an empty bar, not a negative one.
    expect(percent(-5_000)).toBe(0);
    expect(bridgePercent(90_000, 30)).toBe(100);
  });

  it("progress bar without an estimate in the quote: indeterminate (percent null)", () => {
    const noEstimate = { ...quote, estimatedSeconds: null };
    const state = {
      status: "bridging" as const,
      sentAt: 0,
      options: [
        { chain: { chainId: 8453, name: "Base", testnet: false }, balance: "90", quote: noEstimate, quotedAt: 0 },
      ],
    };
    expect(view(state, 10_000)).toMatchObject({ screen: "progress", progress: { percent: null } });
  });

  it("failure: 'Transaction failed', the refund text, 'Check the refund status.' and 'Try again'", () => {
    expect(view({ status: "failure", hash: "0xfeed" })).toEqual({
      screen: "failure",
      title: "Transaction failed",
      body: "We were unable to complete the bridging transaction. Funds will be refunded on your wallet.",
      refundLink: { label: "Check the refund status.", url: "https://relay.link/transaction/0xfeed" },
      retryLabel: "Try again",
    });
  });

  it("error: 'Something went wrong' with the reason and 'Try again'", () => {
    expect(view({ status: "error", errorMessage: "Unable to fetch quotes for bridging" })).toEqual({
      screen: "error",
      title: "Something went wrong",
      body: "Unable to fetch quotes for bridging",
      retryLabel: "Try again",
    });
  });
});
