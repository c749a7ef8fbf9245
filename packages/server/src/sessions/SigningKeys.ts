import { ACCESS_TOKEN_TTL_SECONDS } from "@foyer/core";
import { and, asc, eq, lt } from "drizzle-orm";
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Database } from "../db/Database.ts";
import { signingKeys } from "../db/schema.ts";
import { AeadCipher } from "../security/AeadCipher.ts";
import type { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { KeyConfigError } from "../security/KeyProvider.ts";

export const SIGNING_ALGORITHM = "ES256";
/** What seals private JWKs (auth family), and the associated data is the key's kid. */
export const SIGNING_KEY_PURPOSE = "foyer:signing-key";
export const DEFAULT_SIGNING_KEY_ROTATION_MS = 30 * 24 * 60 * 60_000;
/**
 * A new key is published this long before it signs: the JWKS answer is cacheable for 5 minutes, so every
 * verifier holding a cached copy already knows the key when the first token it signed arrives.
 */
export const SIGNING_KEY_PUBLISH_LEAD_MS = 5 * 60_000;
/** A retired key stays published while tokens it signed may live: their lifetime plus clock skew. */
const RETIRED_KEY_KEPT_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 5 * 60_000;

/** The key that signs access tokens and every public key a verifier should accept. */
export interface SigningKeys {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  /** JWKS document served at /api/v1/apps/{appId}/jwks.json. */
  readonly jwks: { keys: JWK[] };
  /** Reads the keys again (another instance or `foyer keys rotate --jwt` may have added one). */
  refresh(): Promise<void>;
}

type Row = typeof signingKeys.$inferSelect;
type SealedJwk = { sealed: string };
const isSealed = (value: unknown): value is SealedJwk =>
  typeof value === "object" && value !== null && typeof (value as SealedJwk).sealed === "string";

export interface SigningKeyOptions {
  /** Seals private keys under the current auth master key (envelope, key id recorded). */
  cipher: EnvelopeCipher;
  /** The server secret, which sealed private keys before master keys did (`v1` values): opened once, re-sealed. */
  legacySecret?: string;
  /** Default 30 days. */
  rotationMs?: number;
}

/**
 * The JWT signing keys. The newest key whose time has come signs; a key made by a rotation is published
 * SIGNING_KEY_PUBLISH_LEAD_MS before it signs, and a replaced key stays published until every token it
 * signed has expired, then its row is deleted. Private keys are stored sealed (envelope under the auth
 * master key), so a database dump alone cannot mint tokens. Instances starting together may each insert
 * a key: all are published, and every instance converges on the newest at its next refresh.
 */
export class SigningKeyRing implements SigningKeys {
  readonly #db: Database;
  readonly #now: () => number;
  readonly #options: SigningKeyOptions;
  readonly #privateKeys = new Map<string, CryptoKey>();
  #state: { kid: string; privateKey: CryptoKey; jwks: { keys: JWK[] }; rows: Row[] } | null = null;

  constructor(db: Database, now: () => number, options: SigningKeyOptions) {
    this.#db = db;
    this.#now = now;
    this.#options = options;
  }

  get kid(): string {
    return this.#loaded().kid;
  }

  get privateKey(): CryptoKey {
    return this.#loaded().privateKey;
  }

  get jwks(): { keys: JWK[] } {
    return this.#loaded().jwks;
  }

  #loaded() {
    if (!this.#state) throw new Error("Signing keys used before they were loaded.");
    return this.#state;
  }

  async refresh(): Promise<void> {
    const now = this.#now();
    let rows = await this.#read();
    if (!rows.some((row) => row.createdAt.getTime() <= now)) {
      await this.#insertKey(new Date(now));
      rows = await this.#read();
    }
    const active = rows.filter((row) => row.createdAt.getTime() <= now);
    const current = active[active.length - 1] as Row;
    const published = rows.filter((_row, i) => {
      const next = rows[i + 1];
      const retiredAt = next && next.createdAt.getTime() <= now ? next.createdAt.getTime() : null;
      return retiredAt === null || retiredAt > now - RETIRED_KEY_KEPT_MS;
    });
    const jwks = {
      keys: published.map((row) => ({ ...(row.publicJwk as JWK), kid: row.kid, alg: row.algorithm, use: "sig" })),
    };
    this.#state = { kid: current.kid, privateKey: await this.#privateKey(current), jwks, rows };
    // Keys an earlier version stored in the clear or under the server secret get sealed now, current or not.
    for (const row of rows) {
      if (!isSealed(row.privateJwk) || row.privateJwk.sealed.startsWith("v1.")) await this.#privateKey(row);
    }
  }

  /**
   * Adds a key that signs from SIGNING_KEY_PUBLISH_LEAD_MS on (on demand: `foyer keys rotate --jwt`).
   * Returns its kid. An announced key not yet signing is reused, so running it twice adds one key.
   */
  async rotate(): Promise<string> {
    const now = this.#now();
    const upcoming = (await this.#read()).find((row) => row.createdAt.getTime() > now);
    const kid = upcoming?.kid ?? (await this.#insertKey(new Date(now + SIGNING_KEY_PUBLISH_LEAD_MS)));
    await this.refresh();
    return kid;
  }

  /** The scheduled rotation: a new key when the signing one is older than the rotation period. Prunes expired ones. */
  async rotateIfDue(): Promise<void> {
    const now = this.#now();
    const rows = await this.#read();
    const newest = rows[rows.length - 1];
    const period = this.#options.rotationMs ?? DEFAULT_SIGNING_KEY_ROTATION_MS;
    if (newest && newest.createdAt.getTime() <= now - period) await this.rotate();
    // Keys replaced longer ago than any token they signed can live are of no use to anyone.
    for (const [i, row] of rows.entries()) {
      const next = rows[i + 1];
      if (next && next.createdAt.getTime() < now - RETIRED_KEY_KEPT_MS) {
        await this.#db
          .delete(signingKeys)
          .where(and(eq(signingKeys.kid, row.kid), lt(signingKeys.createdAt, next.createdAt)));
      }
    }
    await this.refresh();
  }

  #read() {
    return this.#db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  }

  async #insertKey(createdAt: Date): Promise<string> {
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const privateJwk: SealedJwk = {
      sealed: this.#options.cipher.seal(JSON.stringify(await exportJWK(pair.privateKey)), kid),
    };
    await this.#db
      .insert(signingKeys)
      .values({ kid, algorithm: SIGNING_ALGORITHM, publicJwk, privateJwk, createdAt })
      .onConflictDoNothing();
    return kid;
  }

  /** Opens a row's private key; re-seals a key stored in the clear or under the server secret by an earlier version. */
  async #privateKey(row: Row): Promise<CryptoKey> {
    const cached = this.#privateKeys.get(row.kid);
    if (cached) return cached;
    const { cipher, legacySecret } = this.#options;
    let jwk: JWK;
    if (isSealed(row.privateJwk) && row.privateJwk.sealed.startsWith("v1.") && legacySecret) {
      try {
        jwk = JSON.parse(new AeadCipher(legacySecret, SIGNING_KEY_PURPOSE).open(row.privateJwk.sealed, row.kid)) as JWK;
      } catch {
        throw new KeyConfigError(
          "The stored signing key does not open with this server secret: FOYER_SECRET differs from the one it was created with.",
        );
      }
      await this.#reseal(row, jwk);
    } else if (isSealed(row.privateJwk)) {
      try {
        jwk = JSON.parse(cipher.open(row.privateJwk.sealed, row.kid)) as JWK;
      } catch (error) {
        throw new KeyConfigError(
          `The stored JWT signing key does not open with these master keys (${error instanceof Error ? error.message : "wrong key"}): the auth key differs from the one that sealed it.`,
        );
      }
    } else {
      jwk = row.privateJwk as JWK;
      await this.#reseal(row, jwk);
    }
    const key = (await importJWK(jwk, row.algorithm)) as CryptoKey;
    this.#privateKeys.set(row.kid, key);
    return key;
  }

  async #reseal(row: Row, jwk: JWK): Promise<void> {
    const sealed: SealedJwk = { sealed: this.#options.cipher.seal(JSON.stringify(jwk), row.kid) };
    await this.#db.update(signingKeys).set({ privateJwk: sealed }).where(eq(signingKeys.kid, row.kid));
  }
}

/** Loads the signing keys (creating the first on first start) and applies a rotation that is due. */
export async function loadSigningKeys(
  db: Database,
  now: () => number,
  options: SigningKeyOptions,
): Promise<SigningKeyRing> {
  const ring = new SigningKeyRing(db, now, options);
  await ring.refresh();
  await ring.rotateIfDue();
  return ring;
}
