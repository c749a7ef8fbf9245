import { resolve } from "node:path";
import { openDatabase, type PluginMigrations } from "../db/openDatabase.ts";

/**
 * Opens (and migrates) the database the server would use with this environment: PostgreSQL from
 * DATABASE_URL, else embedded PGlite in FOYER_DATA_DIR (default .foyer), with the core's tables and the
 * plugins' own. For commands other than serve.
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv, plugins: readonly PluginMigrations[]) {
  const databaseUrl = env.DATABASE_URL || undefined;
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(env.FOYER_DATA_DIR ?? ".foyer") }, plugins);
}
