import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { embeddedWalletEntropies } from "../db/schema.ts";
import { AppService } from "../domain/apps/AppService.ts";
import { APP_SETTINGS_PURPOSE } from "../domain/apps/sealedAppSettings.ts";
import { defaultPlugins } from "../plugins/defaultPlugins.ts";
import { WalletCipher } from "../plugins/wallets/WalletKeys.ts";
import { WalletService } from "../plugins/wallets/WalletService.ts";
import { AeadCipher } from "../security/AeadCipher.ts";
import { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { readKeyFile, writeKeyFile } from "../security/KeyFile.ts";
import { keyIdOf } from "../security/KeyProvider.ts";
import type { Keyring } from "../security/Keyring.ts";
import { SIGNING_KEY_PUBLISH_LEAD_MS } from "../sessions/SigningKeys.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { pruneKeyFile } from "./pruneKeyFile.ts";
import { MISSING_KEYS_MESSAGE } from "./resolveKeyProvider.ts";
import { keyIdsInUse } from "./rewrapSealedValues.ts";
import { rotateKeyFile } from "./rotateMasterKeys.ts";
import { sealedColumnsOf } from "./sealedColumns.ts";

const SHARE = "auth-share-801f2c";
const RECOVERY = "recovery-share-99a1";
const TWILIO_TOKEN = "twilio-auth-token-3f9d";

const walletsOf = (t: TestServer, keyring: Keyring) =>
  new WalletService({
    db: t.started.server.db,
    now: t.clock.now,
    ciphers: {
      auth: new WalletCipher(keyring, "auth-share"),
      recovery: new WalletCipher(keyring, "recovery-share"),
      serverWallet: new WalletCipher(keyring, "server-wallet"),
    },
  });
const appsOf = (t: TestServer, keyring: Keyring) =>
  new AppService(
    t.started.server.db,
    t.clock.now,
    defaultPlugins,
    new EnvelopeCipher(keyring, "auth", APP_SETTINGS_PURPOSE),
  );
const columns = sealedColumnsOf(defaultPlugins);
const keyIdOfHex = (hex: string) => keyIdOf(Buffer.from(hex, "hex"));

describe("master key rotation (foyer keys rotate with a key file)", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-rotation-"));
  const keyFile = join(dir, "keys.json");
  let t: TestServer;
  let userId: string;
  let entropyId: string;
  let token: string;
  let serverWallet: { id: string; privateKey: string };

  beforeAll(async () => {
    t = await createTestServer({
      keyFile,
      apps: [
        {
          id: "shop",
          allowed_origins: ["https://shop.example"],
          twilio: { account_sid: "AC1", auth_token: TWILIO_TOKEN },
        },
      ],
    });
    const auth = await t.login("rotation@example.com");
    userId = auth.user.id;
    token = auth.token;
    const wallet = await walletsOf(t, t.started.server.keyring).registerEntropy("foyer-dev", userId, {
      chainType: "ethereum",
      address: "0x00000000000000000000000000000000000000a1",
      entropyId: "0x00000000000000000000000000000000000000a1",
      entropyIdVerifier: "ethereum-address-verifier",
      authShare: SHARE,
      recoveryMethod: "foyer",
      recoveryShare: RECOVERY,
    });
    entropyId = wallet.entropy_id as string;
    const wallets = walletsOf(t, t.started.server.keyring);
    const { id } = await wallets.createServerWallet("foyer-dev", userId, "solana");
    serverWallet = { id, privateKey: (await wallets.serverWalletKey("foyer-dev", userId, id)).privateKey };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("announces new keys, lets running servers read them, makes them current and re-wraps shares, settings and signing keys", async () => {
    const before = readKeyFile(keyFile);
    const { db, keyring } = t.started.server;
    const lines: string[] = [];
    const result = await rotateKeyFile(db, columns, keyFile, {
      graceMs: 0,
      log: (line) => lines.push(line),
      // During the grace period a running server reads the keys again (its 30 s timer): it learns the new ones.
      wait: () => keyring.refresh(),
    });
    expect(result.newKeys).toBe(true);
    expect(result.report.complete).toBe(true);
    const after = readKeyFile(keyFile);
    expect(after.auth.previous).toEqual([before.auth.current]);
    expect(after.recovery.previous).toEqual([before.recovery.current]);
    const current = { auth: keyIdOfHex(after.auth.current), recovery: keyIdOfHex(after.recovery.current) };
    expect(result.current).toEqual(current);
    for (const column of await keyIdsInUse(db, columns)) {
      expect(column.keyIds, column.name).toEqual([current[column.family as "auth" | "recovery"]]);
    }

    // The running server, which read the new keys during the grace period, opens everything: no downtime.
    const wallets = walletsOf(t, keyring);
    expect(await wallets.releaseAuthShare("foyer-dev", userId, entropyId)).toBe(SHARE);
    expect((await wallets.releaseRecoveryShare("foyer-dev", userId, entropyId)).recoveryShare).toBe(RECOVERY);
    expect((await wallets.serverWalletKey("foyer-dev", userId, serverWallet.id)).privateKey).toBe(
      serverWallet.privateKey,
    );
    const shop = await appsOf(t, keyring).find("shop");
    expect(shop?.settings.twilio?.auth_token).toBe(TWILIO_TOKEN);
    expect((await t.get("/api/v1/users/me", { token })).status).toBe(200);

    // Running it again finishes nothing more and starts a fresh rotation only when asked (here: it does, cleanly).
    const again = await rotateKeyFile(db, columns, keyFile, {
      graceMs: 0,
      log: () => {},
      wait: () => keyring.refresh(),
    });
    expect(again.report.complete).toBe(true);
    expect(await walletsOf(t, keyring).releaseAuthShare("foyer-dev", userId, entropyId)).toBe(SHARE);
  });

  it("is safe to run again after an interruption: it finishes the announced rotation instead of making more keys", async () => {
    const { db, keyring } = t.started.server;
    await expect(
      rotateKeyFile(db, columns, keyFile, {
        graceMs: 0,
        log: () => {},
        wait: async () => {
          throw new Error("interrupted");
        },
      }),
    ).rejects.toThrow("interrupted");
    const announced = readKeyFile(keyFile);
    expect(announced.auth.next).toBeDefined();
    // Values are still under the old current key, which every server holds: nothing broke.
    expect(await walletsOf(t, keyring).releaseAuthShare("foyer-dev", userId, entropyId)).toBe(SHARE);

    const resumed = await rotateKeyFile(db, columns, keyFile, {
      graceMs: 0,
      log: () => {},
      wait: () => keyring.refresh(),
    });
    expect(resumed.newKeys).toBe(false);
    const after = readKeyFile(keyFile);
    expect(after.auth.current).toBe(announced.auth.next);
    expect(after.auth.next).toBeUndefined();
    expect(resumed.current.auth).toBe(keyIdOfHex(announced.auth.next as string));
    expect(await walletsOf(t, keyring).releaseAuthShare("foyer-dev", userId, entropyId)).toBe(SHARE);

    // Once finished, the previous keys nothing uses any more can go; everything still opens without them.
    expect(after.auth.previous.length).toBeGreaterThan(0);
    const removed = await pruneKeyFile(db, columns, keyFile);
    expect(removed).toHaveLength(after.auth.previous.length + after.recovery.previous.length);
    expect(readKeyFile(keyFile).auth.previous).toEqual([]);
    await keyring.refresh();
    expect(await walletsOf(t, keyring).releaseAuthShare("foyer-dev", userId, entropyId)).toBe(SHARE);
  });

  it("a wrong or missing key is a clear startup error, never a silent fallback", async () => {
    const { pglite } = { pglite: (t.started.server.db as unknown as { $client: never }).$client };
    // Production without keys: refused before anything else.
    await expect(
      createServer({ mode: "production", secret: "s".repeat(32), smtp: { url: "smtp://127.0.0.1:1", from: "a@b.c" } }),
    ).rejects.toThrow(MISSING_KEYS_MESSAGE);
    // Keys other than the database's: the start names the keys it lacks.
    await expect(
      createServer({
        mode: "development",
        pglite,
        walletKeys: { authKey: "1".repeat(64), recoveryKey: "2".repeat(64) },
        logger: { info() {}, warn() {}, error() {} },
      }),
    ).rejects.toThrow(/holds values sealed by master keys that environment variables lacks .*auth key [0-9a-f]{12}/);
    // A malformed key file: named.
    await expect(
      createServer({
        mode: "production",
        secret: "s".repeat(32),
        smtp: { url: "smtp://127.0.0.1:1", from: "a@b.c" },
        keyFile: join(dir, "missing.json"),
      }),
    ).rejects.toThrow(`Key file ${join(dir, "missing.json")} does not exist.`);
    expect(readFileSync(keyFile, "utf8")).toContain("previous");
  });

  it("JWT: tokens signed with the previous signing key verify until they expire", async () => {
    const keys = t.started.server.signingKeys;
    const oldKid = keys.kid;
    await keys.rotate();
    t.clock.advance(SIGNING_KEY_PUBLISH_LEAD_MS);
    await keys.refresh();
    expect(keys.kid).not.toBe(oldKid);
    const fresh = await t.login("rotation-2@example.com");
    expect((await t.get("/api/v1/users/me", { token: fresh.token })).status).toBe(200);
    // The token signed before the rotation still works, and the JWKS still serves its key.
    expect((await t.get("/api/v1/users/me", { token })).status).toBe(200);
    const jwks = await t.get("/api/v1/apps/foyer-dev/jwks.json", { appId: null });
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toContain(oldKid);
  });

  it("an earlier version's value (v1, no key id) that the keys given do not open stops the start too", async () => {
    const { db } = t.started.server;
    const pglite = (db as unknown as { $client: never }).$client;
    const legacyKey = "5".repeat(64);
    const entropy = "0x00000000000000000000000000000000000000c3";
    await db.insert(embeddedWalletEntropies).values({
      id: randomUUID(),
      appId: "foyer-dev",
      userId,
      entropyId: entropy,
      entropyIdVerifier: "ethereum-address-verifier",
      authShareCiphertext: new AeadCipher(Buffer.from(legacyKey, "hex"), "foyer-wallets:auth-share").seal(
        "old",
        `foyer-dev:${entropy}`,
      ),
      recoveryMethod: "user-passcode",
      recoveryShareCiphertext: "sealed-by-the-user",
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    try {
      const start = () =>
        createServer({ mode: "development", pglite, keyFile, logger: { info() {}, warn() {}, error() {} } });
      await expect(start()).rejects.toThrow(
        /embedded_wallet_entropies.auth_share_ciphertext .* does not open with the auth keys given/,
      );
      // With the old key readable (previous), the server starts and `foyer keys rotate` would re-wrap it.
      const content = readKeyFile(keyFile);
      content.auth.previous.push(legacyKey);
      writeKeyFile(keyFile, content);
      const server = await start();
      await server.close();
    } finally {
      await db.delete(embeddedWalletEntropies).where(eq(embeddedWalletEntropies.entropyId, entropy));
    }
  });
});
