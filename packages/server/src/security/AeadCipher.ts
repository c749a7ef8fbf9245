import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * AES-256-GCM under a purpose-specific subkey (HKDF-SHA256 of a master secret), with associated data that
 * binds a ciphertext to its row, so a sealed value copied to another row does not open. Sealed form:
 * `v1.iv.ciphertext.tag`, base64url parts.
 */
export class AeadCipher {
  readonly #key: Buffer;

  constructor(master: Uint8Array | string, purpose: string) {
    this.#key = Buffer.from(hkdfSync("sha256", master, new Uint8Array(0), purpose, 32));
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return ["v1", iv, ciphertext, cipher.getAuthTag()]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  }

  /** Throws when the key, data or associated data do not match. */
  open(sealed: string, associatedData: string): string {
    const [version, iv, ciphertext, tag] = sealed.split(".");
    if (version !== "v1" || !iv || !ciphertext || !tag) throw new Error("Malformed ciphertext");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  }
}
