import { describe, expect, it } from "vitest";
import { preparedTransactionFlow } from "../../testing/runTransactionFlow.ts";
import type { PreparedSolanaTransaction } from "../solana/PreparedSolanaTransaction.ts";
import { solanaReviewViewModel } from "./solanaReviewViewModel.ts";

const WALLET = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T";
const LOCAL_USDC = "EMtq5F54UxgEwYx1bmZpRJXNodBPPqjFekwQZNjpzH3w";
const usdc = (amount: bigint, price: PreparedSolanaTransaction["price"] | null = { ok: true, usd: 1 }) => ({
  mint: LOCAL_USDC,
  symbol: "USDC",
  decimals: 6,
  amount,
  price,
});

function prepared(patch: Partial<PreparedSolanaTransaction>): PreparedSolanaTransaction {
  return {
    transaction: new Uint8Array(),
    address: WALLET,
    network: "Solana Local",
    fee: 5_000n,
    balance: 1_000_000_000n,
    instructions: [],
    lamportsOut: 0n,
    tokensOut: [],
    price: { ok: true, usd: 150 },
    explorerCluster: "localnet",
    insufficientFunds: false,
    warning: null,
    ...patch,
  };
}

function review(p: PreparedSolanaTransaction) {
  const state = preparedTransactionFlow([p], { standalone: false });
  const view = solanaReviewViewModel(state);
  return { amount: view.amount, amounts: view.amounts.map((a) => [a.primary, a.secondary]) };
}

describe("the Solana review's headline amount (SOL and SPL tokens leaving the wallet)", () => {
  const cases: { name: string; prepared: Partial<PreparedSolanaTransaction>; amount: object; amounts: unknown[] }[] = [
    {
      name: "an SPL token send (the demo's 1 USDC) shows the token, not '$0.00 / 0 SOL'",
      prepared: { tokensOut: [usdc(1_000_000n)] },
      amount: { primary: "$1.00", secondary: "1 USDC", usd: 1 },
      amounts: [["$1.00", "1 USDC"]],
    },
    {
      name: "SOL alone as before",
      prepared: { lamportsOut: 500_000_000n },
      amount: { primary: "$75.00", secondary: "0.5 SOL", usd: 75 },
      amounts: [["$75.00", "0.5 SOL"]],
    },
    {
      name: "SOL and a token: their fiat total over both amounts",
      prepared: { lamportsOut: 500_000_000n, tokensOut: [usdc(1_000_000n)] },
      amount: { primary: "$76.00", secondary: "0.5 SOL + 1 USDC", usd: 76 },
      amounts: [
        ["$75.00", "0.5 SOL"],
        ["$1.00", "1 USDC"],
      ],
    },
    {
      name: "a token without a price shows its amount alone, and so does the total",
      prepared: {
        lamportsOut: 500_000_000n,
        tokensOut: [usdc(1_000_000n, { ok: false, message: "Unable to fetch token price on chain id solana" })],
      },
      amount: { primary: "0.5 SOL + 1 USDC", secondary: null, usd: null },
      amounts: [
        ["$75.00", "0.5 SOL"],
        ["1 USDC", null],
      ],
    },
    {
      name: "a plain Transfer of unknown mint: the raw amount, no symbol, no fiat",
      prepared: { tokensOut: [{ mint: null, symbol: null, decimals: null, amount: 1_234_567n, price: null }] },
      amount: { primary: "1,234,567", secondary: null, usd: null },
      amounts: [["1,234,567", null]],
    },
    {
      name: "a known mint the table does not name: decimals applied, no symbol",
      prepared: { tokensOut: [{ ...usdc(2_500_000n, null), symbol: null }] },
      amount: { primary: "2.5", secondary: null, usd: null },
      amounts: [["2.5", null]],
    },
    {
      name: "nothing moves: 0 SOL",
      prepared: {},
      amount: { primary: "$0.00", secondary: "0 SOL", usd: 0 },
      amounts: [["$0.00", "0 SOL"]],
    },
  ];
  it.each(cases)("$name", ({ prepared: patch, amount, amounts }) => {
    expect(review(prepared(patch))).toEqual({ amount, amounts });
  });
});

describe("the host's price display (spec 000 §1, 001 §9: fiat primary by default)", () => {
  it("native-token first puts the token amounts before the fiat, the fee and balance too", () => {
    const state = preparedTransactionFlow([prepared({ lamportsOut: 500_000_000n, tokensOut: [usdc(1_000_000n)] })], {
      standalone: false,
    });
    const view = solanaReviewViewModel(state, {}, "native-token");
    expect(view.amount).toEqual({ primary: "0.5 SOL + 1 USDC", secondary: "$76.00", usd: 76 });
    expect(view.amounts.map((a) => [a.primary, a.secondary])).toEqual([
      ["0.5 SOL", "$75.00"],
      ["1 USDC", "$1.00"],
    ]);
    expect(view.balance).toMatchObject({ primary: "1 SOL", secondary: "$150.00" });
    expect(solanaReviewViewModel(state).balance).toMatchObject({ primary: "$150.00", secondary: "1 SOL" });
  });
});
