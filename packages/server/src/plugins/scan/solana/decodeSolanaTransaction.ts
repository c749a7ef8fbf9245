import { FoyerError } from "@foyer/core";
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from "@solana/kit";

/** A decoded transaction: its accounts in message order (lookup-table ones resolved later) and programs. */
export interface DecodedSolanaTransaction {
  /** The wire transaction, base64 (what simulateTransaction takes). */
  base64: string;
  /** The message, base64 (what getFeeForMessage takes). */
  messageBase64: string;
  staticAccounts: string[];
  /** Static accounts the transaction may write. */
  writableStatic: string[];
  lookups: { table: string; writableIndexes: readonly number[]; readonlyIndexes: readonly number[] }[];
  /** Program of each top-level instruction (static accounts only; a program is never loaded from a table). */
  programs: string[];
  signatureCount: number;
}

const transactionDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();
const base58 = getBase58Encoder();
const base64 = getBase64Decoder();
const base58Text = getBase58Decoder();

/** Decodes a wire transaction (base64 or base58); invalid_data when it is not one. */
export function decodeSolanaTransaction(wire: string, encoding: "base64" | "base58"): DecodedSolanaTransaction {
  try {
    const bytes =
      encoding === "base64" ? new Uint8Array(Buffer.from(wire, "base64")) : new Uint8Array(base58.encode(wire));
    const transaction = transactionDecoder.decode(bytes);
    const message = messageDecoder.decode(transaction.messageBytes);
    const { header } = message;
    const staticAccounts = message.staticAccounts.map(String);
    const writableSigners = header.numSignerAccounts - header.numReadonlySignerAccounts;
    const firstReadonlyNonSigner = staticAccounts.length - header.numReadonlyNonSignerAccounts;
    const writableStatic = staticAccounts.filter(
      (_, i) => i < writableSigners || (i >= header.numSignerAccounts && i < firstReadonlyNonSigner),
    );
    const lookups =
      "addressTableLookups" in message && message.addressTableLookups
        ? message.addressTableLookups.map((l) => ({
            table: String(l.lookupTableAddress),
            writableIndexes: l.writableIndexes,
            readonlyIndexes: l.readonlyIndexes,
          }))
        : [];
    return {
      base64: base64.decode(bytes),
      messageBase64: base64.decode(transaction.messageBytes),
      staticAccounts,
      writableStatic,
      lookups,
      // v1 messages (not yet on mainnet) carry instructions differently: their programs are not named.
      programs:
        "instructions" in message ? message.instructions.map((ix) => staticAccounts[ix.programAddressIndex] ?? "") : [],
      signatureCount: header.numSignerAccounts,
    };
  } catch {
    throw new FoyerError("invalid_data", `transactions: not a ${encoding} Solana transaction.`);
  }
}

/** Addresses an address lookup table holds (after its 56-byte header, 32 bytes each). */
export function lookupTableAddresses(data: Uint8Array): string[] {
  const addresses: string[] = [];
  for (let offset = 56; offset + 32 <= data.length; offset += 32) {
    addresses.push(base58Text.decode(data.subarray(offset, offset + 32)));
  }
  return addresses;
}
