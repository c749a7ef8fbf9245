import { base58 } from "@scure/base";

/** One Solana instruction: the program, its accounts and its data (hex), as Relay sends it. */
export interface SolanaInstruction {
  keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[];
  programId: string;
  /** Hex. */
  data: string;
}

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
 * The legacy transaction message running `instructions` with `payer` paying the fee: accounts ordered as the
 * runtime requires (writable signers with the payer first, read-only signers, writable others, read-only
 * others and the programs). Address lookup tables are not used (a legacy message has none).
 */
export function compileSolanaMessage(payer: string, instructions: SolanaInstruction[], blockhash: string): Uint8Array {
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
  const index = (key: string) => accounts.indexOf(key);
  return Uint8Array.from([
    1 + count(0) + count(1), // required signatures
    count(1), // read-only signed accounts
    count(3), // read-only unsigned accounts
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
  ]);
}

/** A whole unsigned transaction in wire bytes: one empty signature slot per signer the message needs, then it. */
export function unsignedSolanaTransaction(message: Uint8Array): Uint8Array {
  const signers = message[0] ?? 0;
  return Uint8Array.from([...compactU16(signers), ...new Uint8Array(64 * signers), ...message]);
}

/**
 * An unsigned legacy transaction (wire bytes) running `instructions` with `payer` paying the fee: what a
 * Solana wallet's `solana:signTransaction` takes (the funding transfers and bridge deposits).
 *
 * @example
 * const bytes = compileSolanaTransaction(from, [solanaTransferInstruction(from, to, 1_000n)], blockhash);
 */
export function compileSolanaTransaction(
  payer: string,
  instructions: SolanaInstruction[],
  blockhash: string,
): Uint8Array {
  return unsignedSolanaTransaction(compileSolanaMessage(payer, instructions, blockhash));
}
