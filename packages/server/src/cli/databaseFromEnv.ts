import { resolve } from "node:path";
import { openDatabase } from "../db/openDatabase.ts";

/**
 * Opens (and migrates) the database the server would use with this environment: PostgreSQL from
 * DATABASE_URL, else embedded PGlite in FOYER_DATA_DIR (default .foyer). For commands other than serve.
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv) {
  const databaseUrl = env.DATABASE_URL || undefined;
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(env.FOYER_DATA_DIR ?? ".foyer") });
}
