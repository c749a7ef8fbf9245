import { createHash, timingSafeEqual } from "node:crypto";

/** RFC 7636 S256: whether base64url(SHA-256(verifier)) is the stored challenge, compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const left = Buffer.from(createHash("sha256").update(verifier).digest("base64url"));
  const right = Buffer.from(challenge);
  return left.length === right.length && timingSafeEqual(left, right);
}
