import type { CliCommand } from "./CliCommand.ts";
import { databaseFromEnv } from "./databaseFromEnv.ts";

export const migrateCommand: CliCommand = {
  path: ["migrate"],
  summary: "apply pending database migrations, then exit (serve also applies them at start)",
  usage: "foyer migrate\n  Migrates DATABASE_URL, else the embedded database in FOYER_DATA_DIR (default .foyer).",
  async run(_args, env, { plugins }) {
    const database = await databaseFromEnv(env, plugins);
    await database.close();
    console.log(`Foyer: ${database.kind} database is up to date.`);
    return 0;
  },
};
