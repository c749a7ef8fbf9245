import type { PGlite } from "@electric-sql/pglite";
import { ACCESS_TOKEN_TTL_SECONDS } from "@foyer/core";
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/openDatabase.ts";
import { signingKeys } from "../db/schema.ts";
import { AeadCipher } from "../security/AeadCipher.ts";
import { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { StaticKeyProvider } from "../security/KeyProvider.ts";
import { Keyring } from "../security/Keyring.ts";
import { openMigratedPglite } from "../testing/openMigratedPglite.ts";
import {
  loadSigningKeys,
  SIGNING_ALGORITHM,
  SIGNING_KEY_PUBLISH_LEAD_MS,
  SIGNING_KEY_PURPOSE,
  type SigningKeys,
} from "./SigningKeys.ts";

const SECRET = "a-server-secret-of-32-characters";
const key = (byte: number) => new Uint8Array(32).fill(byte);
let open: OpenDatabase & { pglite: PGlite };

async function freshDatabase() {
  const pglite = openMigratedPglite();
  open = { ...(await openDatabase({ pglite })), pglite };
  return open.db;
}
afterEach(async () => {
  await open?.pglite.close();
});

async function cipherOf(authKeys: Uint8Array[]) {
  const keyring = await Keyring.load(new StaticKeyProvider("test keys", { auth: authKeys, recovery: [key(9)] }));
  return new EnvelopeCipher(keyring, "auth", SIGNING_KEY_PURPOSE);
}

const sign = (keys: SigningKeys, sub = "u1") =>
  new SignJWT({ sub })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.kid })
    .setExpirationTime("1h")
    .sign(keys.privateKey);

/** Verifies a token against a JWKS document at a given time, as a host backend would. */
async function verifies(token: string, jwks: SigningKeys["jwks"], at: number): Promise<boolean> {
  try {
    await jwtVerify(token, createLocalJWKSet(jwks), { currentDate: new Date(at) });
    return true;
  } catch {
    return false;
  }
}

describe("JWT signing keys", () => {
  it("stores the private key sealed under the auth master key, with its key id: the row holds no JWK private part", async () => {
    const db = await freshDatabase();
    const cipher = await cipherOf([key(1)]);
    const keys = await loadSigningKeys(db, Date.now, { cipher });
    const [row] = await db.select().from(signingKeys);
    expect(row?.privateJwk).not.toHaveProperty("d");
    expect(JSON.stringify(row?.privateJwk)).toMatch(/^\{"sealed":"v2\.[0-9a-f]{12}\./);
    expect(await verifies(await sign(keys), keys.jwks, Date.now())).toBe(true);
    const again = await loadSigningKeys(db, Date.now, { cipher });
    expect(again.kid).toBe(keys.kid);
  });

  it("refuses to start with another master key, saying why", async () => {
    const db = await freshDatabase();
    await loadSigningKeys(db, Date.now, { cipher: await cipherOf([key(1)]) });
    await expect(loadSigningKeys(db, Date.now, { cipher: await cipherOf([key(2)]) })).rejects.toThrow(
      /does not open with these master keys/,
    );
  });

  it("re-seals a key stored in the clear, or under the server secret, by an earlier version", async () => {
    const db = await freshDatabase();
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    const old = { sealed: new AeadCipher(SECRET, SIGNING_KEY_PURPOSE).seal(JSON.stringify(privateJwk), "legacy") };
    await db
      .insert(signingKeys)
      .values({ kid: "legacy", algorithm: SIGNING_ALGORITHM, publicJwk, privateJwk: old, createdAt: new Date() });
    const cipher = await cipherOf([key(1)]);
    const keys = await loadSigningKeys(db, Date.now, { cipher, legacySecret: SECRET });
    expect(keys.kid).toBe("legacy");
    const [row] = await db.select().from(signingKeys);
    expect(JSON.stringify(row?.privateJwk)).toMatch(/^\{"sealed":"v2\./);
    // Now it loads with the master key alone.
    expect((await loadSigningKeys(db, Date.now, { cipher })).kid).toBe("legacy");
  });

  it("rotates on demand: the new key is published before it signs, and the old key's tokens verify until they expire", async () => {
    const db = await freshDatabase();
    let now = Date.parse("2026-01-01T00:00:00Z");
    const clock = () => now;
    const keys = await loadSigningKeys(db, clock, { cipher: await cipherOf([key(1)]) });
    const oldKid = keys.kid;
    const oldToken = await sign(keys);

    const newKid = await keys.rotate();
    expect(newKid).not.toBe(oldKid);
    expect(await keys.rotate()).toBe(newKid); // idempotent while announced
    // Announced: in the JWKS, not signing yet.
    expect(keys.kid).toBe(oldKid);
    expect(keys.jwks.keys.map((k) => k.kid)).toEqual([oldKid, newKid]);

    now += SIGNING_KEY_PUBLISH_LEAD_MS;
    await keys.refresh();
    expect(keys.kid).toBe(newKid);
    const newToken = await sign(keys);
    expect(await verifies(newToken, keys.jwks, now)).toBe(true);
    // The previous key's token still verifies with the JWKS served now, until it expires.
    expect(await verifies(oldToken, keys.jwks, now)).toBe(true);
    expect(keys.jwks.keys.map((k) => k.kid)).toContain(oldKid);

    // After every token of the old key has expired, the JWKS drops it and the row is pruned.
    now += ACCESS_TOKEN_TTL_SECONDS * 1000 + 10 * 60_000;
    await keys.rotateIfDue();
    expect(keys.jwks.keys.map((k) => k.kid)).toEqual([newKid]);
    expect((await db.select().from(signingKeys)).map((row) => row.kid)).toEqual([newKid]);
  });

  it("rotates on schedule when the signing key is older than the configured period", async () => {
    const db = await freshDatabase();
    let now = Date.parse("2026-01-01T00:00:00Z");
    const rotationMs = 7 * 24 * 60 * 60_000;
    const keys = await loadSigningKeys(db, () => now, { cipher: await cipherOf([key(1)]), rotationMs });
    const first = keys.kid;
    now += rotationMs - 1;
    await keys.rotateIfDue();
    expect(keys.jwks.keys).toHaveLength(1);
    now += 1;
    await keys.rotateIfDue();
    expect(keys.jwks.keys).toHaveLength(2);
    now += SIGNING_KEY_PUBLISH_LEAD_MS;
    await keys.refresh();
    expect(keys.kid).not.toBe(first);
  });

  it("another instance learns of a rotation at its next refresh", async () => {
    const db = await freshDatabase();
    let now = Date.parse("2026-01-01T00:00:00Z");
    const cipher = await cipherOf([key(1)]);
    const a = await loadSigningKeys(db, () => now, { cipher });
    const b = await loadSigningKeys(db, () => now, { cipher });
    const next = await a.rotate();
    now += SIGNING_KEY_PUBLISH_LEAD_MS;
    await b.refresh();
    expect(b.kid).toBe(next);
  });
});
