import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransactionMessage,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getCompiledTransactionMessageEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
} from "@solana-program/token";
import { describe, expect, it } from "vitest";
import type { SolanaClusterName } from "../../chains/solanaClusters.ts";
import { solanaAmountsOut, TOKEN_2022_PROGRAM_ADDRESS } from "./solanaAmountsOut.ts";

/** A distinct valid address per seed byte. */
const addr = (seed: number) => getBase58Decoder().decode(new Uint8Array(32).fill(seed)) as Address;
const WALLET = addr(1);
const OTHER = addr(2);
const WALLET_ATA = addr(3);
const RECEIVER_ATA = addr(4);
const RECEIVER = addr(5);
const LOCAL_USDC = "EMtq5F54UxgEwYx1bmZpRJXNodBPPqjFekwQZNjpzH3w" as Address;
const MAINNET_USDT = "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB" as Address;
const UNLISTED_MINT = addr(6);

function messageBytes(instructions: Instruction[]): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(WALLET, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: addr(9) as unknown as Blockhash, lastValidBlockHeight: 0n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)));
}

const checked = (mint: Address, amount: bigint, decimals: number, authority = WALLET, source = WALLET_ATA) =>
  getTransferCheckedInstruction({
    source,
    mint,
    destination: RECEIVER_ATA,
    authority: createNoopSigner(authority),
    amount,
    decimals,
  });
const plain = (amount: bigint, source = WALLET_ATA) =>
  getTransferInstruction({ source, destination: RECEIVER_ATA, authority: createNoopSigner(WALLET), amount });
const createAta = getCreateAssociatedTokenIdempotentInstruction({
  payer: createNoopSigner(WALLET),
  ata: RECEIVER_ATA,
  owner: RECEIVER,
  mint: LOCAL_USDC,
});
const sol = (amount: bigint) =>
  getTransferSolInstruction({ source: createNoopSigner(WALLET), destination: RECEIVER, amount });

describe("solanaAmountsOut: what leaves the wallet, for the review's headline", () => {
  const cases: {
    name: string;
    instructions: Instruction[];
    cluster: SolanaClusterName;
    lamports: bigint;
    tokens: { mint: string | null; symbol: string | null; decimals: number | null; amount: bigint }[];
  }[] = [
    {
      name: "the demo's 'Send 1 USDC (Solana)': create the receiver's account, then TransferChecked (6 decimals)",
      instructions: [createAta, checked(LOCAL_USDC, 1_000_000n, 6)],
      cluster: "localnet",
      lamports: 0n,
      tokens: [{ mint: LOCAL_USDC, symbol: "USDC", decimals: 6, amount: 1_000_000n }],
    },
    {
      name: "a mint the cluster's table does not list keeps TransferChecked's decimals and no symbol",
      instructions: [checked(LOCAL_USDC, 1_000_000n, 6)],
      cluster: "devnet",
      lamports: 0n,
      tokens: [{ mint: LOCAL_USDC, symbol: null, decimals: 6, amount: 1_000_000n }],
    },
    {
      name: "USDT on mainnet by the table",
      instructions: [checked(MAINNET_USDT, 2_500_000n, 6)],
      cluster: "mainnet",
      lamports: 0n,
      tokens: [{ mint: MAINNET_USDT, symbol: "USDT", decimals: 6, amount: 2_500_000n }],
    },
    {
      name: "a transfer another authority signs moves nothing of the wallet's",
      instructions: [checked(LOCAL_USDC, 1_000_000n, 6, OTHER)],
      cluster: "localnet",
      lamports: 0n,
      tokens: [],
    },
    {
      name: "a plain Transfer from an account of unknown mint stays a raw amount",
      instructions: [plain(1_234n)],
      cluster: "localnet",
      lamports: 0n,
      tokens: [{ mint: null, symbol: null, decimals: null, amount: 1_234n }],
    },
    {
      name: "a plain Transfer borrows mint and decimals from a TransferChecked of the same account, summed",
      instructions: [checked(LOCAL_USDC, 1_000_000n, 6), plain(500_000n)],
      cluster: "localnet",
      lamports: 0n,
      tokens: [{ mint: LOCAL_USDC, symbol: "USDC", decimals: 6, amount: 1_500_000n }],
    },
    {
      name: "SOL and a token both leave",
      instructions: [sol(500_000_000n), checked(LOCAL_USDC, 1_000_000n, 6), checked(UNLISTED_MINT, 7n, 0)],
      cluster: "localnet",
      lamports: 500_000_000n,
      tokens: [
        { mint: LOCAL_USDC, symbol: "USDC", decimals: 6, amount: 1_000_000n },
        { mint: UNLISTED_MINT, symbol: null, decimals: 0, amount: 7n },
      ],
    },
  ];
  it.each(cases)("$name", ({ instructions, cluster, lamports, tokens }) => {
    expect(solanaAmountsOut(messageBytes(instructions), WALLET, cluster)).toMatchObject({ lamports, tokens });
  });

  it("reads Token-2022 transfers like the Token program's, and sums what leaves each token account", () => {
    const token2022 = getTransferCheckedInstruction(
      {
        source: WALLET_ATA,
        mint: UNLISTED_MINT,
        destination: RECEIVER_ATA,
        authority: createNoopSigner(WALLET),
        amount: 5n,
        decimals: 2,
      },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS as Address },
    );
    const other = addr(7);
    expect(solanaAmountsOut(messageBytes([token2022, plain(3n), plain(4n, other)]), WALLET, "localnet")).toEqual({
      lamports: 0n,
      tokens: [
        { mint: UNLISTED_MINT, symbol: null, decimals: 2, amount: 8n },
        { mint: null, symbol: null, decimals: null, amount: 4n },
      ],
      tokenSources: [
        { account: WALLET_ATA, amount: 8n },
        { account: other, amount: 4n },
      ],
    });
  });

  it("bytes that are no message move nothing", () => {
    expect(solanaAmountsOut(new Uint8Array([1, 2, 3]), WALLET, "localnet")).toEqual({
      lamports: 0n,
      tokens: [],
      tokenSources: [],
    });
  });
});
