import type { PGlite } from "@electric-sql/pglite";
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/openDatabase.ts";
import { signingKeys } from "../db/schema.ts";
import { openMigratedPglite } from "../testing/openMigratedPglite.ts";
import { loadSigningKeys, SIGNING_ALGORITHM, type SigningKeys } from "./SigningKeys.ts";

const SECRET = "a-server-secret-of-32-characters";
let open: OpenDatabase & { pglite: PGlite };

async function freshDatabase() {
  const pglite = openMigratedPglite();
  open = { ...(await openDatabase({ pglite })), pglite };
  return open.db;
}
afterEach(async () => {
  await open?.pglite.close();
});

/** A token signed with `keys` verifies against `keys.jwks`: the pair loaded is usable and consistent. */
async function signsAndVerifies(keys: SigningKeys) {
  const token = await new SignJWT({ sub: "u1" })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.kid })
    .sign(keys.privateKey);
  const [jwk] = keys.jwks.keys;
  const { payload } = await jwtVerify(token, await importJWK(jwk as never, SIGNING_ALGORITHM));
  return payload.sub === "u1";
}

describe("loadSigningKeys", () => {
  it("stores the private key sealed under the server secret: the row holds no JWK private part", async () => {
    const db = await freshDatabase();
    const keys = await loadSigningKeys(db, Date.now, SECRET);
    const [row] = await db.select().from(signingKeys);
    expect(row?.privateJwk).not.toHaveProperty("d");
    expect(JSON.stringify(row?.privateJwk)).toMatch(/^\{"sealed":"v1\./);
    expect(await signsAndVerifies(keys)).toBe(true);
    // Loading again with the same secret gives the same key.
    const again = await loadSigningKeys(db, Date.now, SECRET);
    expect(again.kid).toBe(keys.kid);
    expect(await signsAndVerifies(again)).toBe(true);
  });

  it("refuses to start with another secret, saying why", async () => {
    const db = await freshDatabase();
    await loadSigningKeys(db, Date.now, SECRET);
    await expect(loadSigningKeys(db, Date.now, "another-secret-of-32-characters!")).rejects.toThrow(/FOYER_SECRET/);
  });

  it("seals a key stored in the clear by an earlier version, and keeps using it", async () => {
    const db = await freshDatabase();
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    await db
      .insert(signingKeys)
      .values({ kid: "legacy", algorithm: SIGNING_ALGORITHM, publicJwk, privateJwk, createdAt: new Date() });
    const keys = await loadSigningKeys(db, Date.now, SECRET);
    expect(keys.kid).toBe("legacy");
    expect(await signsAndVerifies(keys)).toBe(true);
    const [row] = await db.select().from(signingKeys);
    expect(row?.privateJwk).not.toHaveProperty("d");
    expect((await loadSigningKeys(db, Date.now, SECRET)).kid).toBe("legacy");
  });
});
