import { compileSolanaMessage } from "../../chains/compileSolanaTransaction.ts";

/** SPL Memo program v2. */
const MEMO_PROGRAM = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";
/** 32 zero bytes in base58: a blockhash no cluster ever had. */
const ZERO_BLOCKHASH = "11111111111111111111111111111111";

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The legacy transaction message a Ledger signs instead of plain text (it cannot sign arbitrary messages):
 * one signer, one Memo instruction holding `memo`, and an all-zero recent blockhash, so the transaction can
 * never land on any cluster. The server reads exactly this shape back (readMemoTransaction).
 */
export function memoTransactionMessage(signer: string, memo: string): Uint8Array {
  const data = hex(new TextEncoder().encode(memo));
  const keys = [{ pubkey: signer, isSigner: true, isWritable: false }];
  return compileSolanaMessage(signer, [{ programId: MEMO_PROGRAM, keys, data }], ZERO_BLOCKHASH);
}
