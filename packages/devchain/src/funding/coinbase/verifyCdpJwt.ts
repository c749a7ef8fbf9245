import { createPublicKey, type KeyObject, verify } from "node:crypto";

const decodeJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Checks a CDP bearer token as Coinbase does for its REST calls: an ES256 signature by the API key, `kid`
 * and `sub` the key id, `iss` "cdp", within nbf/exp, and `uris` naming this very call
 * ("POST host/onramp/v1/token"). Answers null when it holds, else why it does not.
 */
export function verifyCdpJwt(
  authorization: string | undefined,
  expected: { keyId: string; publicKey: KeyObject | string; method: string; host: string; path: string; now: number },
): string | null {
  const token = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (!token) return "missing bearer token";
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return "malformed token";
  const header = decodeJson(head);
  const claims = decodeJson(body);
  if (!header || !claims) return "malformed token";
  if (header.alg !== "ES256" || header.kid !== expected.keyId || typeof header.nonce !== "string") return "bad header";
  const key = typeof expected.publicKey === "string" ? createPublicKey(expected.publicKey) : expected.publicKey;
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) return "bad signature";
  const seconds = expected.now / 1000;
  if (claims.iss !== "cdp" || claims.sub !== expected.keyId) return "bad issuer or subject";
  if (typeof claims.exp !== "number" || claims.exp < seconds) return "expired";
  if (typeof claims.nbf !== "number" || claims.nbf > seconds + 5) return "not yet valid";
  const uri = `${expected.method} ${expected.host}${expected.path}`;
  if (!Array.isArray(claims.uris) || !claims.uris.includes(uri)) return `token not issued for ${uri}`;
  return null;
}
