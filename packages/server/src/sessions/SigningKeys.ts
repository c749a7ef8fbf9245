import { asc, eq } from "drizzle-orm";
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Database } from "../db/Database.ts";
import { signingKeys } from "../db/schema.ts";
import { AeadCipher } from "../security/AeadCipher.ts";

export const SIGNING_ALGORITHM = "ES256";

/** The key that signs access tokens and every public key a verifier should accept. */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** JWKS document served at /api/v1/apps/{appId}/jwks.json. */
  jwks: { keys: JWK[] };
}

/** How a private key sits in `signing_keys.private_jwk`: sealed under the server secret. */
type SealedJwk = {
  sealed: string;
};

const isSealed = (value: unknown): value is SealedJwk =>
  typeof value === "object" && value !== null && typeof (value as SealedJwk).sealed === "string";

/**
 * Loads the signing key pair, generating it on first start. Every instance inserts a candidate and then
 * reads back the oldest row, so instances starting together converge on one signing key; all rows stay
 * published in the JWKS (room for rotation later).
 *
 * The private key is stored sealed under the server secret (FOYER_SECRET in production), so a database
 * dump alone cannot mint access tokens. A row written before sealing existed (a plain JWK) is sealed in
 * place on load.
 */
export async function loadSigningKeys(db: Database, now: () => number, secret: string): Promise<SigningKeys> {
  const cipher = new AeadCipher(secret, "foyer:signing-key");
  const read = () => db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  let rows = await read();
  if (rows.length === 0) {
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const privateJwk: SealedJwk = { sealed: cipher.seal(JSON.stringify(await exportJWK(pair.privateKey)), kid) };
    await db
      .insert(signingKeys)
      .values({ kid, algorithm: SIGNING_ALGORITHM, publicJwk, privateJwk, createdAt: new Date(now()) })
      .onConflictDoNothing();
    rows = await read();
  }
  const [current] = rows;
  if (!current) throw new Error("No signing key could be created.");
  let jwk: JWK;
  if (isSealed(current.privateJwk)) {
    try {
      jwk = JSON.parse(cipher.open(current.privateJwk.sealed, current.kid)) as JWK;
    } catch {
      throw new Error(
        "The stored signing key does not open with this server secret: FOYER_SECRET differs from the one it was created with.",
      );
    }
  } else {
    jwk = current.privateJwk as JWK;
    const sealed: SealedJwk = { sealed: cipher.seal(JSON.stringify(jwk), current.kid) };
    await db.update(signingKeys).set({ privateJwk: sealed }).where(eq(signingKeys.kid, current.kid));
  }
  const privateKey = (await importJWK(jwk, current.algorithm)) as CryptoKey;
  const keys = rows.map((row) => ({ ...(row.publicJwk as JWK), kid: row.kid, alg: row.algorithm, use: "sig" }));
  return { kid: current.kid, privateKey, jwks: { keys } };
}
