import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { freshKeyFile, readKeyFile, writeKeyFile } from "../security/KeyFile.ts";

/** Where development kept its master keys before: inside the data directory, copied with it. */
export const LEGACY_DEV_KEY_FILE = "wallet-keys.json";

/**
 * The development key file of a database: `~/.config/foyer/dev-keys/<hash>.json` ($XDG_CONFIG_HOME when
 * set), the hash of the data directory's absolute path (or of the PostgreSQL URL). Outside the data
 * directory, so a copy of it alone opens no wallet share and no stored secret.
 */
export function devKeyFilePath(database: { dataDir?: string; databaseUrl?: string }, env = process.env): string {
  const configHome = env.XDG_CONFIG_HOME || join(homedir(), ".config");
  const what = database.dataDir ? `dir:${resolve(database.dataDir)}` : `url:${database.databaseUrl ?? ""}`;
  const hash = createHash("sha256").update(what).digest("hex").slice(0, 16);
  return join(configHome, "foyer", "dev-keys", `${hash}.json`);
}

/**
 * Makes sure a development key file exists at `path`: moves the keys of a `wallet-keys.json` left in the
 * data directory by an earlier version into it (then deletes that file), else creates fresh keys. Returns
 * what it did, for the start-up log.
 */
export function ensureDevKeyFile(path: string, dataDir: string | undefined): "created" | "migrated" | "existing" {
  const legacy = dataDir ? join(dataDir, LEGACY_DEV_KEY_FILE) : null;
  if (legacy && existsSync(legacy)) {
    const old = JSON.parse(readFileSync(legacy, "utf8")) as { auth_key: string; recovery_key: string };
    if (existsSync(path)) {
      // Both exist (a crash between write and delete): keep the new file, keep the old keys readable.
      const content = readKeyFile(path);
      const add = (family: "auth" | "recovery", key: string) => {
        const f = content[family];
        if (f.current !== key && !f.previous.includes(key)) f.previous.push(key);
      };
      add("auth", old.auth_key);
      add("recovery", old.recovery_key);
      writeKeyFile(path, content);
    } else {
      writeKeyFile(path, {
        auth: { current: old.auth_key, previous: [] },
        recovery: { current: old.recovery_key, previous: [] },
      });
    }
    rmSync(legacy);
    return "migrated";
  }
  if (existsSync(path)) return "existing";
  writeKeyFile(path, freshKeyFile());
  return "created";
}
