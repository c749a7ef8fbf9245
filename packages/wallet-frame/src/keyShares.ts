import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";
import { combine, split } from "shamir-secret-sharing";

const SHARE_FORMAT_VERSION = 1;
const CHECKSUM_BYTES = 4;

/** The three shares of one entropy: device (frame storage), auth (server), recovery (per method). */
export interface EntropyShares {
  device: string;
  auth: string;
  recovery: string;
}

/** Thrown when shares are corrupted, of another wallet, or do not rebuild the expected wallet. */
export class ShareMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ShareMismatchError";
  }
}

function checksum(tag: Uint8Array, raw: Uint8Array): Uint8Array {
  return sha256(concatBytes(tag, raw)).slice(0, CHECKSUM_BYTES);
}

/** Wraps a raw Shamir share with its wallet tag and a checksum, so shares of different wallets never combine. */
function encodeShare(entropyId: string, raw: Uint8Array): string {
  const tag = utf8ToBytes(entropyId);
  if (tag.length > 255) throw new Error("entropyId too long");
  return base64urlnopad.encode(
    concatBytes(new Uint8Array([SHARE_FORMAT_VERSION, tag.length]), tag, checksum(tag, raw), raw),
  );
}

function decodeShare(encoded: string, entropyId: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base64urlnopad.decode(encoded);
  } catch {
    throw new ShareMismatchError("Share is not valid base64url");
  }
  if (bytes.length < 2 || bytes[0] !== SHARE_FORMAT_VERSION) throw new ShareMismatchError("Unknown share format");
  const tagLength = bytes[1] as number;
  const tag = bytes.slice(2, 2 + tagLength);
  const sum = bytes.slice(2 + tagLength, 2 + tagLength + CHECKSUM_BYTES);
  const raw = bytes.slice(2 + tagLength + CHECKSUM_BYTES);
  const expectedTag = utf8ToBytes(entropyId);
  if (tag.length !== expectedTag.length || !tag.every((b, i) => b === expectedTag[i])) {
    throw new ShareMismatchError("Share belongs to another wallet");
  }
  const expectedSum = checksum(tag, raw);
  if (raw.length < 2 || !sum.every((b, i) => b === expectedSum[i])) throw new ShareMismatchError("Share is corrupted");
  return raw;
}

/**
 * Splits entropy 2-of-3 with Shamir (shamir-secret-sharing), each share tagged with the wallet's entropyId.
 *
 * @example const shares = await splitEntropy(entropy, "0xAbc…"); // { device, auth, recovery }
 */
export async function splitEntropy(entropy: Uint8Array, entropyId: string): Promise<EntropyShares> {
  const [device, auth, recovery] = await split(entropy, 3, 2);
  if (!device || !auth || !recovery) throw new Error("Shamir split gave fewer than three shares");
  return {
    device: encodeShare(entropyId, device),
    auth: encodeShare(entropyId, auth),
    recovery: encodeShare(entropyId, recovery),
  };
}

/**
 * Rebuilds entropy from two shares of the wallet `entropyId`, then hands it to `verify` (which derives
 * the index-0 address and compares it with entropyId): anything that does not rebuild that exact wallet
 * is refused, so a corrupted or foreign share never yields a usable key.
 */
export async function combineShares(
  shares: [string, string],
  entropyId: string,
  verify: (entropy: Uint8Array) => boolean | Promise<boolean>,
): Promise<Uint8Array> {
  const raws = shares.map((share) => decodeShare(share, entropyId));
  if (raws[0]?.at(-1) === raws[1]?.at(-1)) throw new ShareMismatchError("Two copies of the same share");
  let entropy: Uint8Array;
  try {
    entropy = await combine(raws);
  } catch {
    throw new ShareMismatchError("Shares do not combine");
  }
  if (entropy.length !== 16 || !(await verify(entropy))) throw new ShareMismatchError("Shares rebuild another wallet");
  return entropy;
}
