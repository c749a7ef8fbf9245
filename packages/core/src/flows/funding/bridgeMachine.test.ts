import { describe, expect, it } from "vitest";
import type { BridgeQuote } from "../../funding/createRelayClient.ts";
import { BRIDGE_QUOTE_RENEWED_TEXT, type BridgeEvent, type BridgeState, bridgeMachine } from "./bridgeMachine.ts";
import { runTransitions } from "./runTransitions.ts";

const chains = [
  { chainId: 1, name: "Ethereum", testnet: false },
  { chainId: 8453, name: "Base", testnet: false },
  { chainId: 11155111, name: "Sepolia", testnet: true },
];
const quote = (amountIn: string): BridgeQuote => ({
  requestId: "0x1",
  tx: { kind: "evm", from: "0xabc", to: "0xdef", data: "0x", value: amountIn, chainId: 1 },
  amountIn,
  amountInFormatted: amountIn,
  amountOutFormatted: "1",
  estimatedSeconds: null,
});
const start = (source: "ethereum" | "solana" = "ethereum") =>
  bridgeMachine.initial({ source, sourceAddress: "0x1234567890abcdef1234567890abcdef12345678", amount: "0.5", chains });
const run = (events: BridgeEvent[], initial: BridgeState = start()) =>
  runTransitions(bridgeMachine.transition, initial, events);
const balances: BridgeEvent = {
  type: "balancesRead",
  balances: [
    { chainId: 1, balance: 50n },
    { chainId: 8453, balance: 90n },
  ],
};
const both: BridgeEvent = {
  type: "quotesFetched",
  results: [
    { chainId: 1, quote: quote("40") },
    { chainId: 8453, quote: quote("40") },
  ],
  at: 1_000,
};

describe("bridge machine (spec 001 §2, §4, §5, §8)", () => {
  it("refuses testnets, keeps balances above 0 largest first, and quotes those", () => {
    const started = run([{ type: "start" }]);
    expect(started.state.skippedTestnets).toEqual(["Sepolia"]);
    // The testnet left out is logged for the developer (spec 001 §5), before the balances are read.
    expect(started.last).toEqual([
      { type: "warn", message: "Testnets cannot be bridged from; left out: Sepolia." },
      { type: "readBalances", chainIds: [1, 8453] },
    ]);
    const read = run([
      { type: "start" },
      {
        type: "balancesRead",
        balances: [
          { chainId: 1, balance: 50n },
          { chainId: 8453, balance: 90n },
          { chainId: 10, balance: 0n },
        ],
      },
    ]);
    expect(read.state.balances.map((entry) => entry.chainId)).toEqual([8453, 1]);
    expect(read.last).toEqual([{ type: "fetchQuotes", chainIds: [8453, 1], amount: "0.5" }]);
  });

  it("no balance anywhere: the wallet does not have enough funds (insufficient_balance)", () => {
    const empty = run([{ type: "start" }, { type: "balancesRead", balances: [{ chainId: 1, balance: 0n }] }]);
    expect(empty.state).toMatchObject({
      status: "error",
      errorCode: "insufficient_balance",
      errorMessage: "Wallet 0x1234567890abcdef1234567890abcdef12345678 does not have enough funds.",
    });
  });

  it("several working chains open the chooser; one goes straight to confirm; none is 'Unable to fetch quotes for bridging'", () => {
    expect(run([{ type: "start" }, balances, both]).state.status).toBe("choosing");
    const one = run([
      { type: "start" },
      balances,
      {
        type: "quotesFetched",
        results: [
          { chainId: 1, quote: quote("60") },
          { chainId: 8453, quote: quote("40") },
        ],
        at: 1,
      },
    ]);
    expect(one.state).toMatchObject({ status: "confirming", selectedChainId: 8453 });
    const none = run([
      { type: "start" },
      balances,
      {
        type: "quotesFetched",
        results: [
          { chainId: 1, quote: null },
          { chainId: 8453, quote: quote("100") },
        ],
        at: 1,
      },
    ]);
    expect(none.state).toMatchObject({
      status: "error",
      errorMessage: "Unable to fetch quotes for bridging",
      errorCode: "insufficient_balance",
    });
    const solana = run([{ type: "start" }, balances, { type: "quotesFetched", results: [], at: 1 }], start("solana"));
    expect(solana.state.errorMessage).toMatch(
      /^Unable to fetch quotes for bridging\. Wallet .* does not have enough funds\.$/,
    );
  });

  it("Solana: quotes that the balance cannot pay leave no option: 'Unable to select bridge option from quotes'", () => {
    const unaffordable = run(
      [
        { type: "start" },
        balances,
        {
          type: "quotesFetched",
          results: [
            { chainId: 1, quote: quote("60") },
            { chainId: 8453, quote: null },
          ],
          at: 1,
        },
      ],
      start("solana"),
    );
    expect(unaffordable.state).toMatchObject({
      status: "error",
      errorMessage: "Unable to select bridge option from quotes",
      errorCode: "insufficient_balance",
    });
  });

  it("a Solana devnet or testnet source is refused and logged; no chain left is not enough funds", () => {
    const devnet = bridgeMachine.initial({
      source: "solana",
      sourceAddress: "So1ana",
      amount: "1",
      chains: [{ chainId: 792703809, name: "Solana", testnet: true }],
    });
    const started = run([{ type: "start" }], devnet);
    expect(started.state).toMatchObject({ status: "error", errorCode: "insufficient_balance" });
    expect(started.last[0]).toEqual({ type: "warn", message: "Testnets cannot be bridged from; left out: Solana." });
  });

  it("editing the amount in the chooser fetches quotes again", () => {
    const edited = run([{ type: "start" }, balances, both, { type: "editAmount", amount: "0.25" }]);
    expect(edited.state).toMatchObject({ status: "quoting", amount: "0.25" });
    expect(edited.last).toEqual([{ type: "fetchQuotes", chainIds: [8453, 1], amount: "0.25" }]);
  });

  it("confirms with a fresh quote; an expired one is fetched again first and must be confirmed again", () => {
    const chosen = [{ type: "start" }, balances, both, { type: "choose", chainId: 1 }] as BridgeEvent[];
    const fresh = run([...chosen, { type: "confirm", at: 20_000 }]);
    expect(fresh.last).toEqual([{ type: "sendBridge", chainId: 1, quote: quote("40") }]);
    const stale = run([...chosen, { type: "confirm", at: 40_000 }]);
    expect(stale.state).toMatchObject({ status: "quoting", notice: BRIDGE_QUOTE_RENEWED_TEXT });
    expect(stale.last).toEqual([{ type: "fetchQuotes", chainIds: [1], amount: "0.5" }]);
    const renewed = run([
      ...chosen,
      { type: "confirm", at: 40_000 },
      { type: "quotesFetched", results: [{ chainId: 1, quote: quote("45") }], at: 40_100 },
    ]);
    expect(renewed.state.status).toBe("confirming");
    expect(renewed.state.options.find((option) => option.chain.chainId === 1)?.quote.amountIn).toBe("45");
    expect(
      run([
        ...chosen,
        { type: "confirm", at: 40_000 },
        { type: "quotesFetched", results: [{ chainId: 1, quote: quote("45") }], at: 40_100 },
        { type: "confirm", at: 41_000 },
      ]).last[0],
    ).toMatchObject({ type: "sendBridge" });
  });

  it("a quote near its end is renewed before the wallet sends; a second confirm while sending sends nothing", () => {
    const chosen = [{ type: "start" }, balances, both, { type: "choose", chainId: 1 }] as BridgeEvent[];
    // Quoted at 1 s: at 26 s it would still be valid for 5 s, too little for the wallet and the chain.
    const late = run([...chosen, { type: "confirm", at: 26_000 }]);
    expect(late.state).toMatchObject({ status: "quoting", notice: BRIDGE_QUOTE_RENEWED_TEXT });
    expect(late.last).toEqual([{ type: "fetchQuotes", chainIds: [1], amount: "0.5" }]);
    const sending = run([...chosen, { type: "confirm", at: 2_000 }]);
    expect(sending.state.status).toBe("sending");
    for (const again of [
      { type: "confirm", at: 2_100 },
      { type: "retry" },
      { type: "quotesFetched", results: [{ chainId: 1, quote: quote("45") }], at: 2_200 },
    ] as BridgeEvent[]) {
      const next = bridgeMachine.transition(sending.state, again);
      expect(next.effects).toEqual([]);
      expect(next.state).toBe(sending.state);
    }
  });

  const sent = [
    { type: "start" },
    balances,
    both,
    { type: "choose", chainId: 1 },
    { type: "confirm", at: 2_000 },
    { type: "sent", hash: "0xhash", at: 3_000 },
  ] as BridgeEvent[];

  it("polls every second while pending, waiting or delayed; success shows 'Success!' and closes", () => {
    expect(run(sent).last).toEqual([{ type: "startTimer", id: "bridgePoll", ms: 1_000 }]);
    expect(run([...sent, { type: "timer", id: "bridgePoll" }]).last).toEqual([{ type: "pollStatus", hash: "0xhash" }]);
    for (const status of ["pending", "waiting", "delayed"] as const) {
      expect(run([...sent, { type: "statusAnswered", status }]).last).toEqual([
        { type: "startTimer", id: "bridgePoll", ms: 1_000 },
      ]);
    }
    expect(run([...sent, { type: "statusFailed" }]).state).toMatchObject({ status: "bridging", sentAt: 3_000 });
    const success = run([...sent, { type: "statusAnswered", status: "success" }]);
    expect(success.state.status).toBe("success");
    expect(success.last).toContainEqual({ type: "startTimer", id: "bridgeSuccessClose", ms: 4_000 });
    expect(bridgeMachine.transition(success.state, { type: "timer", id: "bridgeSuccessClose" }).effects).toEqual([
      { type: "close" },
    ]);
  });

  it("refund and failure are bridge failures; 'Try again' returns to the confirmation with a new quote", () => {
    for (const status of ["refund", "failure"] as const) {
      const failed = run([...sent, { type: "statusAnswered", status }]);
      expect(failed.state).toMatchObject({ status: "failure", errorCode: "transaction_failure" });
      const retry = bridgeMachine.transition(failed.state, { type: "retry" });
      expect(retry.state.status).toBe("quoting");
      expect(retry.effects).toEqual([{ type: "fetchQuotes", chainIds: [1], amount: "0.5" }]);
    }
  });

  it("wallet refusals have the spec's messages", () => {
    const sending = sent.slice(0, -1);
    expect(run([...sending, { type: "sendFailed", reason: "rejected" }]).state.errorMessage).toBe(
      "Transaction was rejected by the user",
    );
    expect(run([...sending, { type: "sendFailed", reason: "insufficientFunds" }]).state.errorMessage).toBe(
      "Wallet 0x1234…5678 doesn't have enough funds to cover gas fees. Top up your wallet and try again.",
    );
    expect(
      run([...sending, { type: "sendFailed", reason: "simulation", needed: { amount: "0.2", token: "SOL" } }]).state
        .errorMessage,
    ).toBe("Wallet 0x1234…5678 does not have enough funds. 0.2 SOL are needed to complete the transaction.");
    expect(run([...sending, { type: "sendFailed", reason: "other" }]).state).toMatchObject({
      errorMessage: "Something went wrong",
      errorCode: "transaction_failure",
    });
  });
});
