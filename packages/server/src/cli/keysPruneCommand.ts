import { pruneKeyFile } from "../keys/pruneKeyFile.ts";
import { sealedColumnsOf } from "../keys/sealedColumns.ts";
import type { CliCommand } from "./CliCommand.ts";
import { databaseFromEnv } from "./databaseFromEnv.ts";
import { keySourceFromEnv } from "./keysContext.ts";

export const keysPruneCommand: CliCommand = {
  path: ["keys", "prune"],
  summary: "remove from the key file the previous master keys no stored value uses",
  usage:
    "foyer keys prune\n  After `foyer keys rotate` has finished. With environment variables, remove the old keys from ..._PREVIOUS yourself.",
  async run(_args, env, { plugins }) {
    const source = keySourceFromEnv(env);
    if (!("keyFile" in source)) {
      console.error("The keys come from the environment: remove unused keys from ..._PREVIOUS (`foyer keys status`).");
      return 1;
    }
    const database = await databaseFromEnv(env, plugins);
    try {
      const removed = await pruneKeyFile(database.db, sealedColumnsOf(plugins), source.keyFile);
      console.log(removed.length ? `Removed ${removed.join(", ")} from ${source.keyFile}.` : "No unused previous key.");
      return 0;
    } finally {
      await database.close();
    }
  },
};
