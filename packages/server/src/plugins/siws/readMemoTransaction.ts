import { base58 } from "@scure/base";

/** The SPL Memo programs (v2 and v1): the only instruction a sign-in transaction may hold. */
const MEMO_PROGRAMS = new Set([
  "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
  "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
]);

/** What a sign-in transaction message says: its one signer and the memo text. */
export interface MemoTransaction {
  signer: string;
  memo: string;
}

/**
 * Reads a serialized Solana transaction message (legacy or v0) that a wallet signed instead of a plain
 * message (Ledger cannot sign arbitrary text). Accepted only in the one harmless shape: a single signer,
 * a single Memo instruction, no address lookup tables, and an all-zero recent blockhash, so the signed
 * transaction can never be executed on any cluster. Anything else is null.
 */
export function readMemoTransaction(bytes: Uint8Array): MemoTransaction | null {
  let at = 0;
  const byte = () => {
    if (at >= bytes.length) throw new RangeError("short");
    return bytes[at++] as number;
  };
  const take = (n: number) => {
    if (at + n > bytes.length) throw new RangeError("short");
    const out = bytes.subarray(at, at + n);
    at += n;
    return out;
  };
  // compact-u16: 7 bits per byte, at most 3 bytes.
  const compact = () => {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const b = byte();
      value |= (b & 0x7f) << shift;
      if ((b & 0x80) === 0) return value;
    }
    throw new RangeError("compact-u16");
  };
  try {
    let versioned = false;
    if (((bytes[0] ?? 0) & 0x80) !== 0) {
      if ((byte() & 0x7f) !== 0) return null;
      versioned = true;
    }
    const [signatures, readonlySigned] = [byte(), byte(), byte()];
    if (signatures !== 1 || readonlySigned !== 0) return null;
    const keyCount = compact();
    const keys: string[] = [];
    for (let i = 0; i < keyCount; i++) keys.push(base58.encode(take(32)));
    if (take(32).some((b) => b !== 0)) return null;
    if (compact() !== 1) return null;
    const program = keys[byte()];
    const accounts = compact();
    take(accounts);
    const data = take(compact());
    if (versioned && compact() !== 0) return null;
    if (at !== bytes.length || !program || !MEMO_PROGRAMS.has(program) || !keys[0]) return null;
    return { signer: keys[0], memo: new TextDecoder("utf-8", { fatal: true }).decode(data) };
  } catch {
    return null;
  }
}
