import { resolve } from "node:path";
import { devKeyFilePath, ensureDevKeyFile } from "../keys/devKeyFile.ts";
import { MISSING_KEYS_MESSAGE } from "../keys/resolveKeyProvider.ts";
import { resolveMode } from "../ServerOptions.ts";
import { KeyConfigError, type KeyProvider } from "../security/KeyProvider.ts";
import { keyOptionsFromEnv } from "./keyOptionsFromEnv.ts";

/**
 * Where the `foyer keys` commands find the master keys the server of this environment uses: the key file
 * (FOYER_KEY_FILE, or development's file outside the data directory), else the environment's keys.
 */
export function keySourceFromEnv(env: NodeJS.ProcessEnv): { keyFile: string } | { provider: KeyProvider } {
  const { keyProvider, keyFile } = keyOptionsFromEnv(env);
  if (keyProvider) return { provider: keyProvider };
  if (keyFile) return { keyFile };
  if (resolveMode({}, env) === "production") throw new KeyConfigError(MISSING_KEYS_MESSAGE);
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : resolve(env.FOYER_DATA_DIR ?? ".foyer");
  const path = devKeyFilePath({ dataDir, databaseUrl }, env);
  ensureDevKeyFile(path, dataDir);
  return { keyFile: path };
}
