import type { RelaySolanaInstruction } from "./createRelayClient.ts";

const SYSTEM_PROGRAM = "11111111111111111111111111111111";

/**
 * A System Program transfer of `lamports` from `from` (signer) to `to`, in the instruction shape the
 * Solana source wallet port takes (the bridge's, program id + keys + hex data: index 2, then u64 LE).
 */
export function solanaTransferInstruction(from: string, to: string, lamports: bigint): RelaySolanaInstruction {
  const data = new DataView(new ArrayBuffer(12));
  data.setUint32(0, 2, true);
  data.setBigUint64(4, lamports, true);
  const hex = Array.from(new Uint8Array(data.buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return {
    programId: SYSTEM_PROGRAM,
    keys: [
      { pubkey: from, isSigner: true, isWritable: true },
      { pubkey: to, isSigner: false, isWritable: true },
    ],
    data: hex,
  };
}
