import { base58 } from "@scure/base";

/** b"\xffsolana offchain": the prefix that keeps an off-chain message from ever being a valid transaction. */
const SIGNING_DOMAIN = Uint8Array.from([0xff, ...new TextEncoder().encode("solana offchain")]);
/** Message formats: 0 restricted ASCII, 1 limited UTF-8, 2 extended UTF-8; all are read as UTF-8 text. */
const MAX_FORMAT = 2;

/** What an off-chain message says: its text and the signers it names (none in the legacy header). */
export interface OffchainMessage {
  text: string;
  signers: string[];
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function u16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] as number) | ((bytes[at + 1] as number) << 8);
}

/**
 * Reads a Solana off-chain message (the signing format wallets such as Ledger and Solflare use for
 * `signMessage`) carrying a SIWS text. Version 0 in both layouts in use: the Anza proposal's (application
 * domain, format, signer list, u16 length) and the older solana-sdk one (format, u16 length); and version 1
 * (signer list, then the text). A length must match the bytes exactly and the text must be valid UTF-8;
 * anything else is null.
 */
export function readOffchainMessage(bytes: Uint8Array): OffchainMessage | null {
  if (bytes.length < SIGNING_DOMAIN.length + 4) return null;
  if (!SIGNING_DOMAIN.every((b, i) => bytes[i] === b)) return null;
  let at = SIGNING_DOMAIN.length;
  const version = bytes[at++];
  const text = (from: number, length: number): string | null => {
    if (length === 0 || from + length !== bytes.length) return null;
    try {
      return utf8.decode(bytes.subarray(from, from + length));
    } catch {
      return null;
    }
  };

  const signersFrom = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => base58.encode(bytes.subarray(from + i * 32, from + (i + 1) * 32)));

  // Version 1: signer count, signers (32 each), then the UTF-8 text up to the end.
  if (version === 1) {
    const count = bytes[at] as number;
    const bodyAt = at + 1 + count * 32;
    if (count === 0 || bodyAt >= bytes.length) return null;
    const body = text(bodyAt, bytes.length - bodyAt);
    return body === null ? null : { text: body, signers: signersFrom(at + 1, count) };
  }
  if (version !== 0) return null;

  // Version 0, Anza layout: application domain (32), format, signer count, signers (32 each), length, message.
  const format = bytes[at + 32];
  const signerCount = bytes[at + 33];
  if (format !== undefined && signerCount !== undefined && format <= MAX_FORMAT && signerCount > 0) {
    const signersAt = at + 34;
    const lengthAt = signersAt + signerCount * 32;
    if (lengthAt + 2 <= bytes.length) {
      const body = text(lengthAt + 2, u16le(bytes, lengthAt));
      if (body !== null) {
        return { text: body, signers: signersFrom(signersAt, signerCount) };
      }
    }
  }

  // Version 0, legacy solana-sdk layout: format, length, message.
  const legacyFormat = bytes[at++] as number;
  if (legacyFormat > MAX_FORMAT) return null;
  const body = text(at + 2, u16le(bytes, at));
  return body === null ? null : { text: body, signers: [] };
}
