import { argon2idAsync } from "@noble/hashes/argon2.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";

/**
 * Argon2id cost for the password key (OWASP's second recommended set: 19 MiB, t=2, p=1). It runs in the
 * frame only; the server never sees the password.
 */
export const PASSWORD_KDF: PasswordKdf = { t: 2, m: 19_456, p: 1, dkLen: 32 };

/** Argon2id parameters: iterations, memory in KiB, parallelism, key length. */
export interface PasswordKdf {
  t: number;
  m: number;
  p: number;
  dkLen: number;
}

const ENVELOPE_VERSION = 1;

/** An encrypted recovery share: `v.salt.iv.ciphertext` (base64url), salt empty for raw keys. */
export type SealedShare = string;

async function aesKey(raw: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey("raw", raw as BufferSource, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** The AES key of a recovery password: Argon2id(password, salt). */
export function passwordKey(password: string, salt: Uint8Array, cost: PasswordKdf = PASSWORD_KDF): Promise<Uint8Array> {
  return argon2idAsync(utf8ToBytes(password), salt, { ...cost });
}

/** Additional data binds a sealed share to its wallet so it cannot be swapped onto another. */
function aad(entropyId: string): Uint8Array {
  return sha256(concatBytes(utf8ToBytes("foyer-recovery-share:"), utf8ToBytes(entropyId)));
}

async function seal(key: Uint8Array, salt: Uint8Array, share: string, entropyId: string): Promise<SealedShare> {
  const iv = randomBytes(12);
  const ciphertext = new Uint8Array(
    await globalThis.crypto.subtle.encrypt(
      { name: "AES-GCM", iv: iv as BufferSource, additionalData: aad(entropyId) as BufferSource },
      await aesKey(key),
      utf8ToBytes(share) as BufferSource,
    ),
  );
  return [String(ENVELOPE_VERSION), salt, iv, ciphertext]
    .map((p) => (typeof p === "string" ? p : base64urlnopad.encode(p)))
    .join(".");
}

/** Returns null when the key is wrong (AES-GCM authentication fails) or the envelope is malformed. */
async function open(
  keyFor: (salt: Uint8Array) => Promise<Uint8Array>,
  sealed: SealedShare,
  entropyId: string,
): Promise<string | null> {
  const parts = sealed.split(".");
  if (parts.length !== 4 || parts[0] !== String(ENVELOPE_VERSION)) return null;
  try {
    const [salt, iv, ciphertext] = parts.slice(1).map((p) => base64urlnopad.decode(p)) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: "AES-GCM", iv: iv as BufferSource, additionalData: aad(entropyId) as BufferSource },
      await aesKey(await keyFor(salt)),
      ciphertext as BufferSource,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** Encrypts a recovery share with a key derived from the user's password. */
export async function sealWithPassword(
  share: string,
  password: string,
  entropyId: string,
  cost = PASSWORD_KDF,
): Promise<SealedShare> {
  const salt = randomBytes(16);
  return seal(await passwordKey(password, salt, cost), salt, share, entropyId);
}

/** Decrypts a password-sealed share; null on a wrong password. */
export function openWithPassword(
  sealed: SealedShare,
  password: string,
  entropyId: string,
  cost = PASSWORD_KDF,
): Promise<string | null> {
  return open((salt) => passwordKey(password, salt, cost), sealed, entropyId);
}

/** Encrypts a recovery share with a 32-byte recovery key (cloud-drive recovery). */
export function sealWithKey(share: string, recoveryKey: Uint8Array, entropyId: string): Promise<SealedShare> {
  if (recoveryKey.length !== 32) throw new Error("Recovery key must be 32 bytes");
  return seal(recoveryKey, new Uint8Array(0), share, entropyId);
}

/** Decrypts a key-sealed share; null on a wrong key. */
export function openWithKey(sealed: SealedShare, recoveryKey: Uint8Array, entropyId: string): Promise<string | null> {
  return open(async () => recoveryKey, sealed, entropyId);
}
