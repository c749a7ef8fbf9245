import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { defaultPlugins } from "../plugins/defaultPlugins.ts";
import { readKeyFile } from "../security/KeyFile.ts";
import { keyOptionsFromEnv } from "./keyOptionsFromEnv.ts";
import { runCli } from "./runCli.ts";

const cli = { plugins: defaultPlugins };

function capture() {
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void out.push(String(line)));
  const error = vi.spyOn(console, "error").mockImplementation((line: unknown) => void out.push(String(line)));
  return {
    text: () => out.join("\n"),
    restore() {
      log.mockRestore();
      error.mockRestore();
    },
  };
}

describe("foyer keys", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-keys-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("init writes a key file with two different fresh keys and never overwrites one", async () => {
    const io = capture();
    try {
      const file = join(dir, "keys.json");
      expect(await runCli(["keys", "init", "--file", file], {}, cli)).toBe(0);
      const content = readKeyFile(file);
      expect(content.auth.current).toMatch(/^[0-9a-f]{64}$/);
      expect(content.auth.current).not.toBe(content.recovery.current);
      expect(await runCli(["keys", "init", "--file", file], {}, cli)).toBe(1);
      expect(readKeyFile(file)).toEqual(content);
      expect(await runCli(["keys", "init"], {}, cli)).toBe(2);
    } finally {
      io.restore();
    }
  });

  it("rotate and status in production without keys fail with the clear message; bad options are usage errors", async () => {
    const io = capture();
    try {
      expect(
        await runCli(["keys", "rotate"], { FOYER_ENV: "production", FOYER_DATA_DIR: join(dir, "data") }, cli),
      ).toBe(1);
      expect(io.text()).toMatch(/Production needs its master keys/);
      expect(await runCli(["keys", "rotate", "--grace", "soon"], {}, cli)).toBe(2);
      expect(await runCli(["keys", "rotate", "--bogus"], {}, cli)).toBe(2);
    } finally {
      io.restore();
    }
  });

  it("reads keys from the environment or a key file, not both, and checks the rotation period", () => {
    const keys = { FOYER_WALLET_AUTH_KEY: "1".repeat(64), FOYER_WALLET_RECOVERY_KEY: "2".repeat(64) };
    expect(keyOptionsFromEnv(keys).keyProvider?.description).toBe("environment variables");
    expect(keyOptionsFromEnv({ FOYER_KEY_FILE: "k.json" }).keyFile).toMatch(/k\.json$/);
    expect(() => keyOptionsFromEnv({ ...keys, FOYER_KEY_FILE: "k.json" })).toThrow(/not both/);
    expect(keyOptionsFromEnv({ FOYER_JWT_ROTATION_DAYS: "7" }).signingKeyRotationMs).toBe(7 * 24 * 60 * 60_000);
    expect(() => keyOptionsFromEnv({ FOYER_JWT_ROTATION_DAYS: "0" })).toThrow(/FOYER_JWT_ROTATION_DAYS/);
  });
});
