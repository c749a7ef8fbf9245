import { base58 } from "@scure/base";

const SYSTEM_PROGRAM = "11111111111111111111111111111111";

/** Solana's compact-u16 length prefix. */
function compactU16(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) return [...out, low];
    out.push(low | 0x80);
  }
}

/**
 * An unsigned legacy transaction moving `lamports` from `from` to `to` (one System transfer), in wire bytes
 * with an empty signature slot: what the Solana hooks take. Written out by hand so the demo needs no Solana
 * library; an app would use @solana/kit's transaction builders.
 */
export function solanaTransferTransaction(from: string, to: string, lamports: bigint, blockhash: string): Uint8Array {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true); // System instruction 2: Transfer
  view.setBigUint64(4, lamports, true);
  const message = [
    1, // required signatures: the sender
    0, // read-only signed accounts
    1, // read-only unsigned accounts: the System program
    ...compactU16(3),
    ...base58.decode(from),
    ...base58.decode(to),
    ...base58.decode(SYSTEM_PROGRAM),
    ...base58.decode(blockhash),
    ...compactU16(1),
    2, // program: System
    ...compactU16(2),
    0,
    1,
    ...compactU16(data.length),
    ...data,
  ];
  return new Uint8Array([...compactU16(1), ...new Uint8Array(64), ...message]);
}
