import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { KeyFamily } from "./KeyProvider.ts";
import type { Keyring } from "./Keyring.ts";

const VERSION = "v2";
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const unb64 = (text: string) => Buffer.from(text, "base64url");

function gcmSeal(key: Uint8Array, plaintext: Uint8Array, associatedData: string): { iv: Buffer; box: Buffer } {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const box = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { iv, box };
}

function gcmOpen(key: Uint8Array, iv: Buffer, box: Buffer, associatedData: string): Buffer {
  if (iv.length !== 12 || box.length < 16) throw new Error("Malformed ciphertext");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(box.subarray(box.length - 16));
  return Buffer.concat([decipher.update(box.subarray(0, box.length - 16)), decipher.final()]);
}

/** The subkey of a master key for one purpose (HKDF-SHA256), as the earlier v1 format derived it too. */
export function purposeKey(master: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", master, new Uint8Array(0), purpose, 32));
}

/** The master key id a sealed value records, or null for the v1 format (no id) and anything else. */
export function keyIdOfSealed(sealed: string): string | null {
  const [version, keyId] = sealed.split(".");
  return version === VERSION && keyId ? keyId : null;
}

/**
 * Thrown when a value was wrapped by a key this process does not hold (message names the key id). The
 * HTTP error handler answers it as a catalogue error (503, `sealedValueErrorOf`), never a bare 500.
 */
export class UnknownKeyError extends Error {
  readonly family: KeyFamily;
  readonly keyId: string;
  readonly purpose: string;

  constructor(family: KeyFamily, keyId: string, purpose: string) {
    super(`Value wrapped by ${family} key ${keyId}, which this server lacks.`);
    this.name = "UnknownKeyError";
    this.family = family;
    this.keyId = keyId;
    this.purpose = purpose;
  }
}

/**
 * Envelope encryption: each value gets its own random data key (AES-256-GCM); the data key is wrapped by
 * the purpose subkey of the family's current master key, whose id the value records. Rotation re-wraps
 * only the data key (`rewrap`), and any key of the keyring opens what it wrapped, so old values stay
 * readable while a rotation runs. Associated data binds a value to its row: copied to another row, it
 * does not open. Sealed form: `v2.<key id>.<wrap iv>.<wrapped data key>.<iv>.<ciphertext>`, base64url.
 *
 * Values sealed by the earlier `AeadCipher` (`v1.iv.ciphertext.tag`, directly under the purpose subkey,
 * no key id) still open with any key of the family, and `rewrap` turns them into v2.
 */
export class EnvelopeCipher {
  readonly #keyring: Keyring;
  readonly #family: KeyFamily;
  readonly #purpose: string;

  constructor(keyring: Keyring, family: KeyFamily, purpose: string) {
    this.#keyring = keyring;
    this.#family = family;
    this.#purpose = purpose;
  }

  seal(plaintext: string, associatedData: string): string {
    const dataKey = randomBytes(32);
    const body = gcmSeal(dataKey, Buffer.from(plaintext, "utf8"), associatedData);
    return this.#wrap(dataKey, body, associatedData);
  }

  /** Throws when the key is unknown or the data or associated data do not match. */
  open(sealed: string, associatedData: string): string {
    const parts = sealed.split(".");
    if (parts[0] === "v1") return this.#openV1(parts, associatedData);
    const dataKey = this.#unwrap(parts, associatedData);
    const [, , , , iv = "", box = ""] = parts;
    return gcmOpen(dataKey, unb64(iv), unb64(box), associatedData).toString("utf8");
  }

  /** True when the value is wrapped by the current key (nothing for a rotation to do). */
  isCurrent(sealed: string): boolean {
    return keyIdOfSealed(sealed) === this.#keyring.current(this.#family).id;
  }

  /**
   * The value re-wrapped under the current key (same data key and ciphertext), or a v1 value re-sealed as
   * v2; throws like `open` when it does not open.
   */
  rewrap(sealed: string, associatedData: string): string {
    const parts = sealed.split(".");
    if (parts[0] === "v1") return this.seal(this.#openV1(parts, associatedData), associatedData);
    const dataKey = this.#unwrap(parts, associatedData);
    const [, , , , iv = "", box = ""] = parts;
    // Checks the data key really opens the body before anything is written back.
    gcmOpen(dataKey, unb64(iv), unb64(box), associatedData);
    return this.#wrap(dataKey, { iv: unb64(iv), box: unb64(box) }, associatedData);
  }

  #wrapAad(keyId: string, associatedData: string) {
    return `${this.#purpose}\u0000${keyId}\u0000${associatedData}`;
  }

  #wrap(dataKey: Uint8Array, body: { iv: Buffer; box: Buffer }, associatedData: string): string {
    const { id, key } = this.#keyring.current(this.#family);
    const wrapped = gcmSeal(purposeKey(key, this.#purpose), dataKey, this.#wrapAad(id, associatedData));
    return [VERSION, id, b64(wrapped.iv), b64(wrapped.box), b64(body.iv), b64(body.box)].join(".");
  }

  #unwrap(parts: string[], associatedData: string): Buffer {
    const [version, keyId, wrapIv, wrapped, iv, box] = parts;
    if (version !== VERSION || !keyId || !wrapIv || !wrapped || !iv || !box || parts.length !== 6) {
      throw new Error("Malformed ciphertext");
    }
    const master = this.#keyring.get(this.#family, keyId);
    if (!master) throw new UnknownKeyError(this.#family, keyId, this.#purpose);
    return gcmOpen(
      purposeKey(master, this.#purpose),
      unb64(wrapIv),
      unb64(wrapped),
      this.#wrapAad(keyId, associatedData),
    );
  }

  #openV1(parts: string[], associatedData: string): string {
    const [, iv, ciphertext, tag] = parts;
    if (!iv || !ciphertext || !tag || parts.length !== 4) throw new Error("Malformed ciphertext");
    for (const id of this.#keyring.ids(this.#family)) {
      const key = purposeKey(this.#keyring.get(this.#family, id) as Uint8Array, this.#purpose);
      try {
        return gcmOpen(key, unb64(iv), Buffer.concat([unb64(ciphertext), unb64(tag)]), associatedData).toString("utf8");
      } catch {
        // Another key of the family may have sealed it.
      }
    }
    throw new Error("No key opens this v1 value");
  }
}
