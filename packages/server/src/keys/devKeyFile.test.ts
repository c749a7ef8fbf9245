import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { readKeyFile } from "../security/KeyFile.ts";
import { KeyConfigError, keyIdOf } from "../security/KeyProvider.ts";
import { devKeyFilePath, LEGACY_DEV_KEY_FILE } from "./devKeyFile.ts";
import { MISSING_KEYS_MESSAGE, resolveKeyring } from "./resolveKeyProvider.ts";

describe("where master keys live", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-devkeys-"));
  const configHome = join(dir, "config");
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("development keeps them in a file outside the data directory, created once, owner-only", async () => {
    vi.stubEnv("XDG_CONFIG_HOME", configHome);
    const dataDir = join(dir, "data-a");
    const logs: string[] = [];
    const keyring = await resolveKeyring({ dataDir }, "development", (line) => logs.push(line));
    const path = devKeyFilePath({ dataDir });
    expect(relative(dataDir, path).startsWith("..")).toBe(true);
    expect(path.startsWith(join(configHome, "foyer", "dev-keys"))).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(logs.join("\n")).toContain(path);
    expect(existsSync(join(dataDir, LEGACY_DEV_KEY_FILE))).toBe(false);
    // Same data directory, same keys; another directory, other keys.
    expect((await resolveKeyring({ dataDir }, "development")).current("auth").id).toBe(keyring.current("auth").id);
    const other = await resolveKeyring({ dataDir: join(dir, "data-b") }, "development");
    expect(other.current("auth").id).not.toBe(keyring.current("auth").id);
  });

  it("moves a wallet-keys.json an earlier version left in the data directory out of it, keeping its keys", async () => {
    vi.stubEnv("XDG_CONFIG_HOME", configHome);
    const dataDir = join(dir, "data-legacy");
    mkdirSync(dataDir);
    const legacy = { auth_key: "a1".repeat(32), recovery_key: "b2".repeat(32) };
    writeFileSync(join(dataDir, LEGACY_DEV_KEY_FILE), JSON.stringify(legacy));
    const logs: string[] = [];
    const keyring = await resolveKeyring({ dataDir }, "development", (line) => logs.push(line));
    expect(existsSync(join(dataDir, LEGACY_DEV_KEY_FILE))).toBe(false);
    expect(keyring.current("auth").id).toBe(keyIdOf(Buffer.from(legacy.auth_key, "hex")));
    expect(keyring.current("recovery").id).toBe(keyIdOf(Buffer.from(legacy.recovery_key, "hex")));
    expect(readKeyFile(devKeyFilePath({ dataDir })).auth.current).toBe(legacy.auth_key);
    expect(logs.join("\n")).toMatch(/moved out of the data directory/);
  });

  it("production reads them from the environment or a key file, and refuses to start without", async () => {
    await expect(resolveKeyring({ dataDir: join(dir, "prod") }, "production")).rejects.toThrow(
      new KeyConfigError(MISSING_KEYS_MESSAGE),
    );
    // Production never creates a key file: a missing one is an error.
    await expect(resolveKeyring({ keyFile: join(dir, "none.json") }, "production")).rejects.toThrow(/does not exist/);
    expect(existsSync(join(dir, "none.json"))).toBe(false);
    const keyring = await resolveKeyring(
      { walletKeys: { authKey: "1".repeat(64), recoveryKey: "2".repeat(64) } },
      "production",
    );
    expect(keyring.provider.description).toBe("environment variables");
  });
});
