import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from "@solana-program/compute-budget";
import { getAddMemoInstruction } from "@solana-program/memo";
import { getTransferSolInstruction } from "@solana-program/system";
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from "@solana-program/token";
import { describe, expect, it } from "vitest";
import { decodeSolanaInstructions } from "./decodeSolanaInstructions.ts";
import { SOLANA_TOKENS, solanaTokenByMint } from "./solanaTokens.ts";

const payer = "GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB" as Address;
const bob = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" as Address;
const mint = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" as Address;
const ata = "7nYabs9dUhvxYwdTnrWVBL9MYviKSfrEbdWCUbcnwkpF" as Address;

function transactionBytes(instructions: Parameters<typeof appendTransactionMessageInstructions>[0]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: "11111111111111111111111111111111" as Blockhash, lastValidBlockHeight: 1n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe("decodeSolanaInstructions (the 'Advanced' breakdown)", () => {
  it("decodes compute budget, System transfer, associated token account, SPL Token and Memo instructions", () => {
    const owner = createNoopSigner(payer);
    const bytes = transactionBytes([
      getSetComputeUnitLimitInstruction({ units: 200_000 }),
      getSetComputeUnitPriceInstruction({ microLamports: 5_000n }),
      getTransferSolInstruction({ source: owner, destination: bob, amount: 1_500_000_000n }),
      getCreateAssociatedTokenIdempotentInstruction({ payer: owner, ata, owner: bob, mint }),
      getTransferCheckedInstruction({
        source: ata,
        mint,
        destination: ata,
        authority: owner,
        amount: 2_500_000n,
        decimals: 6,
      }),
      getAddMemoInstruction({ memo: "thanks for lunch" }),
    ]);
    const decoded = decodeSolanaInstructions(bytes);
    expect(decoded.map((d) => [d.program, d.name])).toEqual([
      ["Compute Budget Program", "Set Compute Unit Limit"],
      ["Compute Budget Program", "Set Compute Unit Price"],
      ["System Program", "Transfer Sol"],
      ["Associated Token Account Program", "Create Associated Token Idempotent"],
      ["Token Program", "Transfer Checked"],
      ["Memo Program", "Memo"],
    ]);
    expect(decoded[0]?.fields).toEqual([{ label: "units", value: "200000" }]);
    expect(decoded[2]?.fields).toEqual([
      { label: "source", value: payer },
      { label: "destination", value: bob },
      { label: "amount", value: "1.5 SOL" },
    ]);
    expect(decoded[4]?.fields).toContainEqual({ label: "amount", value: "2.5" });
    expect(decoded[4]?.fields).toContainEqual({ label: "mint", value: mint });
    expect(decoded[5]?.fields).toEqual([{ label: "memo", value: "thanks for lunch" }]);
  });

  it("names unknown programs and keeps going", () => {
    const bytes = transactionBytes([
      { programAddress: bob, accounts: [], data: new Uint8Array([1, 2, 3]) },
      getAddMemoInstruction({ memo: "after" }),
    ]);
    const [unknown, memo] = decodeSolanaInstructions(bytes);
    expect(unknown).toMatchObject({
      program: "Unknown program",
      name: "Unknown instruction",
      fields: [
        { label: "program", value: bob },
        { label: "data", value: "3 bytes" },
      ],
    });
    expect(memo?.name).toBe("Memo");
  });
});

describe("Solana token table (spec 001 §3)", () => {
  it("USDC and USDT with 6 decimals and SOL with 9 on mainnet; devnet USDC and SOL; testnet empty", () => {
    expect(SOLANA_TOKENS.mainnet.map((t) => [t.symbol, t.decimals])).toEqual([
      ["USDC", 6],
      ["USDT", 6],
      ["SOL", 9],
    ]);
    expect(SOLANA_TOKENS.devnet.map((t) => t.symbol)).toEqual(["USDC", "SOL"]);
    expect(SOLANA_TOKENS.testnet).toEqual([]);
    expect(solanaTokenByMint("mainnet", mint)?.symbol).toBe("USDC");
  });
});
