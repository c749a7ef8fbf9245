import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createServer } from "../app.ts";
import { openDatabase } from "../db/openDatabase.ts";
import { signingKeys } from "../db/schema.ts";
import { devKeyFilePath, LEGACY_DEV_KEY_FILE } from "../keys/devKeyFile.ts";
import { MISSING_KEYS_MESSAGE } from "../keys/resolveKeyProvider.ts";
import { WalletCipher } from "../plugins/wallets/WalletKeys.ts";
import { WalletService } from "../plugins/wallets/WalletService.ts";
import { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { readKeyFile } from "../security/KeyFile.ts";
import { SIGNING_KEY_PURPOSE } from "../sessions/SigningKeys.ts";
import { candidateKeys, dumpDatabase, insertUser, openWithStolenKeys, readTree } from "../testing/stolenData.ts";

/**
 * The attackers of the threat model (packages/wallet-frame/README.md) who steal data, each failing to
 * rebuild a key or read a secret. Each `describe` is one attacker; the one holding an access token lives
 * with the frame's proof of possession. Every test also shows its check can fail: the real master keys,
 * which no attacker here holds, do open what the attacker could not.
 */

const silent = { info() {}, warn() {}, error() {} };
const APP = "shop";
const SECRETS = {
  authShare: "801f2c4c5e1d77f0a3b9e2d1c6a4f8b7e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7",
  recoveryShare: "802a9e11d3c4b5a6f7e8d9c0b1a2f3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a0f1",
  twilioToken: "twilio-auth-token-0d6b3f",
  captchaSecret: "turnstile-secret-77c1e0",
};
const CONFIG = {
  FOYER_SECRET: "production-secret-of-the-server-4e7a",
  SMTP_URL: "smtp://mailer:pass@127.0.0.1:2525",
  "foyer.config.json": JSON.stringify({
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ${ENV} reference, as the configuration holds it.
    apps: [{ id: APP, twilio: { account_sid: "AC1", auth_token: "${TWILIO_AUTH_TOKEN}" } }],
  }),
};

describe("attackers who steal data", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-attackers-"));
  const dataDir = join(dir, "data");
  let stolenValues: string[];
  let masterKeys: Uint8Array[];

  beforeAll(async () => {
    vi.stubEnv("XDG_CONFIG_HOME", join(dir, "config"));
    // A data directory on disk, from the migrated test database (no initdb).
    const seed = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(inject("pgliteDumpPath"))]) });
    await seed.close();
    const server = await createServer({
      mode: "development",
      dataDir,
      logger: silent,
      apps: [
        {
          id: APP,
          allowed_origins: ["https://shop.example"],
          twilio: { account_sid: "AC1", auth_token: SECRETS.twilioToken },
          captcha_secret: SECRETS.captchaSecret,
        },
      ],
    });
    try {
      const { db, keyring } = server;
      const wallets = new WalletService({
        db,
        now: Date.now,
        ciphers: {
          auth: new WalletCipher(keyring, "auth-share"),
          recovery: new WalletCipher(keyring, "recovery-share"),
          serverWallet: new WalletCipher(keyring, "server-wallet"),
        },
      });
      const userId = await insertUser(db, APP);
      const address = "0x00000000000000000000000000000000000000b2";
      await wallets.registerEntropy(APP, userId, {
        chainType: "ethereum",
        address,
        entropyId: address,
        entropyIdVerifier: "ethereum-address-verifier",
        authShare: SECRETS.authShare,
        recoveryMethod: "foyer",
        recoveryShare: SECRETS.recoveryShare,
      });
      const serverWallet = await wallets.createServerWallet(APP, userId, "solana");
      const serverKey = (await wallets.serverWalletKey(APP, userId, serverWallet.id)).privateKey;
      const [row] = await db.select().from(signingKeys);
      if (!row) throw new Error("no signing key");
      const sealedJwk = (row.privateJwk as { sealed: string }).sealed;
      const jwk = JSON.parse(new EnvelopeCipher(keyring, "auth", SIGNING_KEY_PURPOSE).open(sealedJwk, row.kid)) as {
        d: string;
      };
      const keyFile = readKeyFile(devKeyFilePath({ dataDir }));
      masterKeys = [keyFile.auth.current, keyFile.recovery.current].map(
        (hex) => new Uint8Array(Buffer.from(hex, "hex")),
      );
      stolenValues = [
        ...Object.values(SECRETS),
        serverKey.slice(2),
        jwk.d,
        keyFile.auth.current,
        keyFile.recovery.current,
        Buffer.from(masterKeys[0] as Uint8Array).toString("base64url"),
      ];
    } finally {
      await server.close();
    }
  }, 120_000);
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the data directory, opened the way an attacker would (the server's own migrations). */
  async function openCopy(name: string) {
    const copy = join(dir, name);
    cpSync(dataDir, copy, { recursive: true });
    return { copy, database: await openDatabase({ dataDir: copy }) };
  }

  describe("has a database dump", () => {
    it("finds no share, key or secret in the clear, and no key in the dump opens any sealed value", async () => {
      const { database } = await openCopy("dump");
      try {
        const dump = await dumpDatabase(database.db);
        expect(dump).toContain(APP); // the dump is real
        for (const value of stolenValues) expect(dump).not.toContain(value);
        // Development's code-hashing secret is derived from its master key, not kept in the database.
        expect(dump).not.toContain("dev_secret");
        expect(await openWithStolenKeys(database.db, candidateKeys(dump))).toEqual([]);
        // The check can fail: with the master keys (which the dump does not hold) every value opens.
        expect((await openWithStolenKeys(database.db, masterKeys)).length).toBeGreaterThanOrEqual(5);
      } finally {
        await database.close();
      }
    }, 120_000);
  });

  describe("has the dump and the server's configuration without its keys", () => {
    it("opens nothing with the configuration's secrets, and cannot start a server that would", async () => {
      const { copy, database } = await openCopy("dump-config");
      try {
        const stolen = `${await dumpDatabase(database.db)}\n${Object.values(CONFIG).join("\n")}`;
        const strings = [CONFIG.FOYER_SECRET, CONFIG.SMTP_URL];
        expect(await openWithStolenKeys(database.db, candidateKeys(stolen, strings), strings)).toEqual([]);
      } finally {
        await database.close();
      }
      const production = { mode: "production" as const, dataDir: copy, logger: silent, secret: CONFIG.FOYER_SECRET };
      const smtp = { url: CONFIG.SMTP_URL, from: "a@shop.example" };
      await expect(createServer({ ...production, smtp })).rejects.toThrow(MISSING_KEYS_MESSAGE);
      await expect(
        createServer({ ...production, smtp, walletKeys: { authKey: "3".repeat(64), recoveryKey: "4".repeat(64) } }),
      ).rejects.toThrow(/sealed by master keys that environment variables lacks/);
    }, 120_000);
  });

  describe("has a copy of a development data directory", () => {
    it("holds no master key; a server started on the copy refuses to start, and nothing in it opens a value", async () => {
      const copy = join(dir, "copied-dev");
      cpSync(dataDir, copy, { recursive: true });
      expect(existsSync(join(copy, LEGACY_DEV_KEY_FILE))).toBe(false);
      const files = readTree(copy);
      for (const value of stolenValues) expect(files).not.toContain(value);
      // Development on the copy makes fresh keys for it (another path) and finds values it cannot open.
      await expect(createServer({ mode: "development", dataDir: copy, logger: silent })).rejects.toThrow(
        /sealed by master keys that key file .* lacks/,
      );
      const database = await openDatabase({ dataDir: copy });
      try {
        expect(await openWithStolenKeys(database.db, candidateKeys(files))).toEqual([]);
        expect((await openWithStolenKeys(database.db, masterKeys)).length).toBeGreaterThanOrEqual(5);
      } finally {
        await database.close();
      }
    }, 180_000);
  });
});
