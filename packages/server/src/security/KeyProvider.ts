import { createHash } from "node:crypto";

/**
 * Master keys come in two families kept apart, so one leaked key rebuilds no wallet:
 * - `auth`: wraps auth shares, server-wallet keys, the JWT signing keys and apps' stored secrets;
 * - `recovery`: wraps automatic-recovery shares.
 */
export type KeyFamily = "auth" | "recovery";
export const KEY_FAMILIES: readonly KeyFamily[] = ["auth", "recovery"];

/**
 * Where master keys come from: environment variables, a key file, or a KMS. Keys are 32 bytes. The server
 * asks at start (and again every half minute, to learn of a rotation) for every readable key, so a KMS
 * implementation fetches or decrypts them here (e.g. KMS Decrypt of wrapped data keys) and the server never
 * stores them. Key ids are short strings recorded beside every value a key wraps.
 *
 * @example
 * const kms: KeyProvider = {
 *   description: "AWS KMS",
 *   currentKeyId: async (family) => config[family].current,
 *   keyIds: async (family) => Object.keys(config[family].wrapped),
 *   getKey: async (family, id) => decryptWithKms(config[family].wrapped[id]),
 * };
 */
export interface KeyProvider {
  /** Says where keys come from in errors and logs ("environment variables", "key file /etc/foyer/keys.json"). */
  readonly description: string;
  /** The key that wraps new values of a family. */
  currentKeyId(family: KeyFamily): Promise<string>;
  /** Every key of a family that may still open values (the current one included). */
  keyIds(family: KeyFamily): Promise<string[]>;
  /** A key's 32 bytes; throws when the provider has no such key. */
  getKey(family: KeyFamily, keyId: string): Promise<Uint8Array>;
}

/** A missing, malformed or wrong master key: the server refuses to start and prints this message. */
export class KeyConfigError extends Error {}

/** Decodes a 32-byte key written as 64 hex characters or base64url; `name` says where it came from. */
export function decodeKey(value: string, name: string): Uint8Array {
  const trimmed = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64url");
  if (bytes.length !== 32)
    throw new KeyConfigError(`${name} must be 32 bytes (64 hex characters, openssl rand -hex 32).`);
  return new Uint8Array(bytes);
}

/**
 * The id of a key given as bytes (environment, key file): derived from the key, so the same key has the same
 * id everywhere and a different key can never pass for it. 12 hex characters of a SHA-256 over a label and
 * the key (reveals nothing usable about a 256-bit key).
 */
export function keyIdOf(key: Uint8Array): string {
  return createHash("sha256").update("foyer-master-key-id:").update(key).digest("hex").slice(0, 12);
}

/** Keys held as bytes in memory: what the environment and key-file providers build on. */
export class StaticKeyProvider implements KeyProvider {
  readonly description: string;
  readonly #families: Record<KeyFamily, { current: string; keys: Map<string, Uint8Array> }>;

  /** `keys[family]`: the current key first, then the keys that still open older values. */
  constructor(description: string, keys: Record<KeyFamily, Uint8Array[]>) {
    this.description = description;
    const build = (family: KeyFamily) => {
      const list = keys[family];
      const [first] = list;
      if (!first) throw new KeyConfigError(`${description}: no ${family} key.`);
      return { current: keyIdOf(first), keys: new Map(list.map((key) => [keyIdOf(key), key])) };
    };
    this.#families = { auth: build("auth"), recovery: build("recovery") };
  }

  async currentKeyId(family: KeyFamily): Promise<string> {
    return this.#families[family].current;
  }

  async keyIds(family: KeyFamily): Promise<string[]> {
    return [...this.#families[family].keys.keys()];
  }

  async getKey(family: KeyFamily, keyId: string): Promise<Uint8Array> {
    const key = this.#families[family].keys.get(keyId);
    if (!key) throw new KeyConfigError(`${this.description} has no ${family} key ${keyId}.`);
    return key;
  }
}
