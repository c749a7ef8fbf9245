import { base58 } from "@scure/base";

/** SPL Memo program v2. */
const MEMO_PROGRAM = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";

function compactU16(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      out.push(low);
      return out;
    }
    out.push(low | 0x80);
  }
}

/**
 * The legacy transaction message a Ledger signs instead of plain text (it cannot sign arbitrary messages):
 * one signer, one Memo instruction holding `memo`, and an all-zero recent blockhash, so the transaction can
 * never land on any cluster. The server reads exactly this shape back (readMemoTransaction).
 */
export function memoTransactionMessage(signer: string, memo: string): Uint8Array {
  const data = new TextEncoder().encode(memo);
  const bytes = [
    1, // required signatures
    0, // read-only signed accounts
    1, // read-only unsigned accounts (the memo program)
    ...compactU16(2),
    ...base58.decode(signer),
    ...base58.decode(MEMO_PROGRAM),
    ...new Uint8Array(32), // recent blockhash: zero
    ...compactU16(1), // one instruction
    1, // program index
    ...compactU16(1),
    0, // account: the signer
    ...compactU16(data.length),
    ...data,
  ];
  return Uint8Array.from(bytes);
}

/** A whole unsigned transaction (one empty signature slot, then the message), as wallets take it. */
export function unsignedTransaction(message: Uint8Array): Uint8Array {
  const out = new Uint8Array(1 + 64 + message.length);
  out[0] = 1;
  out.set(message, 65);
  return out;
}
