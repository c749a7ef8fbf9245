import { asc } from "drizzle-orm";
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Database } from "../db/Database.ts";
import { signingKeys } from "../db/schema.ts";

export const SIGNING_ALGORITHM = "ES256";

/** The key that signs access tokens and every public key a verifier should accept. */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** JWKS document served at /api/v1/apps/{appId}/jwks.json. */
  jwks: { keys: JWK[] };
}

/**
 * Loads the signing key pair, generating it on first start. Every instance inserts a candidate and then
 * reads back the oldest row, so instances starting together converge on one signing key; all rows stay
 * published in the JWKS (room for rotation later).
 */
export async function loadSigningKeys(db: Database, now: () => number): Promise<SigningKeys> {
  let rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  if (rows.length === 0) {
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await db
      .insert(signingKeys)
      .values({ kid, algorithm: SIGNING_ALGORITHM, publicJwk, privateJwk, createdAt: new Date(now()) })
      .onConflictDoNothing();
    rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  }
  const [current] = rows;
  if (!current) throw new Error("No signing key could be created.");
  const privateKey = (await importJWK(current.privateJwk as JWK, current.algorithm)) as CryptoKey;
  const keys = rows.map((row) => ({ ...(row.publicJwk as JWK), kid: row.kid, alg: row.algorithm, use: "sig" }));
  return { kid: current.kid, privateKey, jwks: { keys } };
}
