import { hmac } from "@noble/hashes/hmac.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

const HARDENED = 0x80000000;

/**
 * SLIP-10 key derivation for ed25519 (hardened steps only, as ed25519 allows no other). Written by hand
 * because it is twenty lines over HMAC-SHA512 and no small audited package does only this.
 *
 * @example slip10Ed25519(seed, "m/44'/501'/0'/0'") // 32-byte ed25519 private key
 */
export function slip10Ed25519(seed: Uint8Array, path: string): Uint8Array {
  const parts = path.split("/");
  if (parts[0] !== "m") throw new Error("SLIP-10 path must start with m");
  let digest = hmac(sha512, utf8ToBytes("ed25519 seed"), seed);
  let key = digest.slice(0, 32);
  let chainCode = digest.slice(32);
  for (const part of parts.slice(1)) {
    if (!part.endsWith("'")) throw new Error("ed25519 SLIP-10 supports hardened steps only");
    const index = Number(part.slice(0, -1));
    if (!Number.isInteger(index) || index < 0 || index >= HARDENED) throw new Error(`Bad path step ${part}`);
    const data = new Uint8Array(37);
    data.set(key, 1); // 0x00 || key || ser32(index + 2^31)
    new DataView(data.buffer).setUint32(33, index + HARDENED, false);
    digest = hmac(sha512, chainCode, data);
    key = digest.slice(0, 32);
    chainCode = digest.slice(32);
  }
  return key;
}
