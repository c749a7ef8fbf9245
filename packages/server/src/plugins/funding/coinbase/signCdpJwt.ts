import { createPrivateKey, type KeyObject, randomBytes } from "node:crypto";
import { SignJWT } from "jose";

/**
 * Reads a CDP Secret API key secret: a PEM EC P-256 key (SEC1 "EC PRIVATE KEY" or PKCS#8) signs ES256; a
 * base64 Ed25519 key (64 bytes: seed then public key, as the CDP portal shows it) signs EdDSA.
 */
export function readCdpKey(secret: string): { key: KeyObject; alg: "ES256" | "EdDSA" } {
  const text = secret.replace(/\\n/g, "\n").trim();
  if (text.startsWith("-----BEGIN")) return { key: createPrivateKey(text), alg: "ES256" };
  const raw = Buffer.from(text, "base64");
  if (raw.length !== 64) throw new Error("a CDP Ed25519 key secret is 64 bytes of base64 (seed and public key)");
  const key = createPrivateKey({
    format: "jwk",
    key: {
      kty: "OKP",
      crv: "Ed25519",
      d: raw.subarray(0, 32).toString("base64url"),
      x: raw.subarray(32).toString("base64url"),
    },
  });
  return { key, alg: "EdDSA" };
}

/**
 * The bearer token of one CDP REST call (Coinbase's "Generate JWT"): `sub` and `kid` the key id, `iss`
 * "cdp", valid 120 s, bound to the call by `uris` ("POST api.developer.coinbase.com/onramp/v1/token"), and
 * a random `nonce` header.
 *
 * @example
 * const jwt = await signCdpJwt({ keyId, keySecret, method: "POST", url: "https://api.developer.coinbase.com/onramp/v1/token", now });
 */
export async function signCdpJwt(input: {
  keyId: string;
  keySecret: string;
  method: "GET" | "POST";
  url: string;
  now: number;
}): Promise<string> {
  const { key, alg } = readCdpKey(input.keySecret);
  const url = new URL(input.url);
  const seconds = Math.floor(input.now / 1000);
  return new SignJWT({ uris: [`${input.method} ${url.host}${url.pathname}`] })
    .setProtectedHeader({ alg, kid: input.keyId, typ: "JWT", nonce: randomBytes(16).toString("hex") })
    .setSubject(input.keyId)
    .setIssuer("cdp")
    .setNotBefore(seconds)
    .setExpirationTime(seconds + 120)
    .sign(key);
}
