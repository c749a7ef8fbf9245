import type { RelaySolanaInstruction } from "@foyer/core/funding";
import { base58 } from "@scure/base";

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

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/**
 * An unsigned legacy transaction (wire bytes, one empty signature slot per signer) running `instructions`
 * with `payer` paying the fee: accounts ordered as the runtime requires (writable signers with the payer
 * first, read-only signers, writable others, read-only others and the programs). What a Solana wallet's
 * `solana:signTransaction` takes for the funding transfers and bridge deposits; address lookup tables are
 * not used (a legacy message has none).
 *
 * @example
 * const bytes = compileSolanaTransaction(from, [solanaTransferInstruction(from, to, 1_000n)], blockhash);
 */
export function compileSolanaTransaction(
  payer: string,
  instructions: RelaySolanaInstruction[],
  blockhash: string,
): Uint8Array {
  const meta = new Map<string, { signer: boolean; writable: boolean }>([[payer, { signer: true, writable: true }]]);
  const note = (key: string, signer: boolean, writable: boolean) => {
    const known = meta.get(key);
    meta.set(key, { signer: signer || !!known?.signer, writable: writable || !!known?.writable });
  };
  for (const instruction of instructions) {
    for (const key of instruction.keys) note(key.pubkey, key.isSigner, key.isWritable);
    note(instruction.programId, false, false);
  }
  const rank = (key: string) => {
    const { signer, writable } = meta.get(key) as { signer: boolean; writable: boolean };
    return key === payer ? -1 : signer ? (writable ? 0 : 1) : writable ? 2 : 3;
  };
  const accounts = [...meta.keys()].sort((a, b) => rank(a) - rank(b));
  const count = (r: number) => accounts.filter((key) => rank(key) === r).length;
  const signers = 1 + count(0) + count(1);
  const index = (key: string) => accounts.indexOf(key);
  const message = [
    signers,
    count(1),
    count(3),
    ...compactU16(accounts.length),
    ...accounts.flatMap((key) => [...base58.decode(key)]),
    ...base58.decode(blockhash),
    ...compactU16(instructions.length),
    ...instructions.flatMap((instruction) => {
      const data = hexBytes(instruction.data);
      return [
        index(instruction.programId),
        ...compactU16(instruction.keys.length),
        ...instruction.keys.map((key) => index(key.pubkey)),
        ...compactU16(data.length),
        ...data,
      ];
    }),
  ];
  return new Uint8Array([...compactU16(signers), ...new Uint8Array(64 * signers), ...message]);
}
