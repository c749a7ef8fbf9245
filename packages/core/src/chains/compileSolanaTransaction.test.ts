import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from "@solana/kit";
import { describe, expect, it } from "vitest";
import { solanaTransferInstruction } from "../funding/solanaTransferInstruction.ts";
import { compileSolanaTransaction } from "./compileSolanaTransaction.ts";

const key = (seed: number) => base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(seed)));

describe("compileSolanaTransaction", () => {
  it("a transfer and a second signer's instruction: accounts in the runtime's order, one empty slot per signer", () => {
    const [payer, to, cosigner, program] = [key(1), key(2), key(3), key(4)];
    const blockhash = key(9);
    const bytes = compileSolanaTransaction(
      payer,
      [
        solanaTransferInstruction(payer, to, 1_000n),
        { programId: program, keys: [{ pubkey: cosigner, isSigner: true, isWritable: false }], data: "0aff" },
      ],
      blockhash,
    );
    // @solana/kit reads it back: what a wallet's signTransaction decodes.
    const transaction = getTransactionDecoder().decode(bytes);
    expect(Object.keys(transaction.signatures)).toEqual([payer, cosigner]);
    expect(Object.values(transaction.signatures)).toEqual([null, null]);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    expect(message.header).toEqual({
      numSignerAccounts: 2,
      numReadonlySignerAccounts: 1,
      numReadonlyNonSignerAccounts: 2,
    });
    expect(message.staticAccounts).toEqual([payer, cosigner, to, "11111111111111111111111111111111", program]);
    expect(message.lifetimeToken).toBe(blockhash);
    if (!("instructions" in message)) throw new Error("not a legacy message");
    expect(message.version).toBe("legacy");
    expect(message.instructions.map((i) => [i.programAddressIndex, i.accountIndices, [...(i.data ?? [])]])).toEqual([
      [3, [0, 2], [2, 0, 0, 0, 232, 3, 0, 0, 0, 0, 0, 0]],
      [4, [1], [10, 255]],
    ]);
  });
});
