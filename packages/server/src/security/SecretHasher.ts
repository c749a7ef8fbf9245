import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Hashes for secrets at rest: HMAC with the server secret for short codes, SHA-256 for random tokens. */
export class SecretHasher {
  readonly #key: string;

  constructor(secret: string) {
    this.#key = secret;
  }

  /**
   * Keyed hash for low-entropy values (6-digit codes): without the server secret, a leaked table
   * cannot be brute-forced offline. The context keeps a code for one destination from matching another's.
   */
  hmac(context: string, value: string): string {
    return createHmac("sha256", this.#key).update(context).update("\0").update(value).digest("base64url");
  }

  /** Plain SHA-256, enough for 256-bit random tokens (nothing to brute-force). */
  static sha256(value: string): string {
    return createHash("sha256").update(value).digest("base64url");
  }

  /** Constant-time comparison of two hashes. */
  static equal(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
