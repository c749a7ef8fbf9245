import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";

/**
 * Argon2id cost for the password key: OWASP's minimum for Argon2id (Password Storage Cheat Sheet: 19 MiB, t=2,
 * p=1, one of its equivalent sets, the one its summary names). It runs in the
 * frame only (WebAssembly, hash-wasm: about 10x the pure-JS speed); the server never sees the password.
 * The cost a share was sealed with is written into its envelope, so raising it later keeps old shares open.
 */
export const PASSWORD_KDF: PasswordKdf = { t: 2, m: 19_456, p: 1, dkLen: 32 };

/** Argon2id parameters: iterations, memory in KiB, parallelism, key length. */
export interface PasswordKdf {
  t: number;
  m: number;
  p: number;
  dkLen: number;
}

/** Key-sealed shares, and password shares sealed before the cost was recorded: `1.salt.iv.ciphertext`. */
const ENVELOPE_V1 = "1";
/** Password-sealed shares with their Argon2id cost: `2.m{KiB}t{iterations}p{lanes}.salt.iv.ciphertext`. */
const ENVELOPE_V2 = "2";

/**
 * Bounds on a cost read back from an envelope (the server stores it): enough for any cost we would choose,
 * small enough that a tampered envelope cannot make the frame allocate gigabytes.
 */
const MAX_COST = { m: 1 << 20, t: 16, p: 4 };

/** An encrypted recovery share (base64url parts joined by dots; see the envelope versions above). */
export type SealedShare = string;

const costLabel = (cost: PasswordKdf) => `m${cost.m}t${cost.t}p${cost.p}`;

function parseCost(label: string): PasswordKdf | null {
  const match = /^m(\d{1,7})t(\d{1,2})p(\d)$/.exec(label);
  if (!match) return null;
  const [m, t, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 8 * p || m > MAX_COST.m || t < 1 || t > MAX_COST.t || p < 1 || p > MAX_COST.p) return null;
  return { m, t, p, dkLen: 32 };
}

async function aesKey(raw: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey("raw", raw as BufferSource, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/**
 * hash-wasm's Argon2id, loaded on the first password: 29 KB that the frame's first load does not carry
 * (scripts/buildWalletFrame.mjs makes ./argon2.ts a chunk of its own at this dynamic import).
 */
const loadArgon2 = () => import("./argon2.ts");

/** The AES key of a recovery password: Argon2id(password, salt) (RFC 9106, hash-wasm's WebAssembly). */
export async function passwordKey(
  password: string,
  salt: Uint8Array,
  cost: PasswordKdf = PASSWORD_KDF,
): Promise<Uint8Array> {
  const { argon2id } = await loadArgon2();
  return argon2id({
    password: utf8ToBytes(password),
    salt,
    iterations: cost.t,
    memorySize: cost.m,
    parallelism: cost.p,
    hashLength: cost.dkLen,
    outputType: "binary",
  });
}

/** Additional data binds a sealed share to its wallet so it cannot be swapped onto another. */
function aad(entropyId: string): Uint8Array {
  return sha256(concatBytes(utf8ToBytes("foyer-recovery-share:"), utf8ToBytes(entropyId)));
}

async function seal(
  key: Uint8Array,
  header: string[],
  salt: Uint8Array,
  share: string,
  entropyId: string,
): Promise<SealedShare> {
  const iv = randomBytes(12);
  const ciphertext = new Uint8Array(
    await globalThis.crypto.subtle.encrypt(
      { name: "AES-GCM", iv: iv as BufferSource, additionalData: aad(entropyId) as BufferSource },
      await aesKey(key),
      utf8ToBytes(share) as BufferSource,
    ),
  );
  return [...header, ...[salt, iv, ciphertext].map((p) => base64urlnopad.encode(p))].join(".");
}

/**
 * Returns null when the key is wrong (AES-GCM authentication fails) or the envelope is malformed. `keyFor`
 * gets the salt and, for a v2 envelope, the cost recorded in it (null for v1).
 */
async function open(
  keyFor: (salt: Uint8Array, cost: PasswordKdf | null) => Promise<Uint8Array>,
  sealed: SealedShare,
  entropyId: string,
): Promise<string | null> {
  const parts = sealed.split(".");
  let cost: PasswordKdf | null = null;
  if (parts[0] === ENVELOPE_V2 && parts.length === 5) {
    cost = parseCost(parts[1] as string);
    if (!cost) return null;
    parts.splice(1, 1);
  } else if (parts[0] !== ENVELOPE_V1 || parts.length !== 4) return null;
  try {
    const [salt, iv, ciphertext] = parts.slice(1).map((p) => base64urlnopad.decode(p)) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: "AES-GCM", iv: iv as BufferSource, additionalData: aad(entropyId) as BufferSource },
      await aesKey(await keyFor(salt, cost)),
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
  return seal(await passwordKey(password, salt, cost), [ENVELOPE_V2, costLabel(cost)], salt, share, entropyId);
}

/**
 * Decrypts a password-sealed share with the cost recorded in it; a v1 share (sealed before the cost was
 * recorded) with `v1Cost`, the cost every v1 share was made with. Null on a wrong password.
 */
export function openWithPassword(
  sealed: SealedShare,
  password: string,
  entropyId: string,
  v1Cost = PASSWORD_KDF,
): Promise<string | null> {
  return open((salt, cost) => passwordKey(password, salt, cost ?? v1Cost), sealed, entropyId);
}

/** Encrypts a recovery share with a 32-byte recovery key (cloud-drive recovery). */
export function sealWithKey(share: string, recoveryKey: Uint8Array, entropyId: string): Promise<SealedShare> {
  if (recoveryKey.length !== 32) throw new Error("Recovery key must be 32 bytes");
  return seal(recoveryKey, [ENVELOPE_V1], new Uint8Array(0), share, entropyId);
}

/** Decrypts a key-sealed share; null on a wrong key. */
export function openWithKey(sealed: SealedShare, recoveryKey: Uint8Array, entropyId: string): Promise<string | null> {
  return open(async () => recoveryKey, sealed, entropyId);
}
