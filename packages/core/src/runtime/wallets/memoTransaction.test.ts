import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import { describe, expect, it } from "vitest";
// The server's reader of Ledger sign-in transactions: what we build must be exactly what it accepts.
import { readMemoTransaction } from "../../../../server/src/plugins/siws/readMemoTransaction.ts";
import { unsignedSolanaTransaction } from "../../chains/compileSolanaTransaction.ts";
import { memoTransactionMessage } from "./memoTransaction.ts";

describe("memoTransactionMessage", () => {
  it("builds the one-signer, one-memo, zero-blockhash message the server reads back", () => {
    const signer = base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(3)));
    const memo = "localhost wants you to sign in with your Solana account:\n…".repeat(3);
    const message = memoTransactionMessage(signer, memo);
    expect(readMemoTransaction(message)).toEqual({ signer, memo });
    const whole = unsignedSolanaTransaction(message);
    expect(whole[0]).toBe(1);
    expect(whole.subarray(65)).toEqual(message);
  });
});
