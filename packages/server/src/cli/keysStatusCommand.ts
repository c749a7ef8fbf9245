import { keyIdsInUse } from "../keys/rewrapSealedValues.ts";
import { sealedColumnsOf } from "../keys/sealedColumns.ts";
import { FileKeyProvider } from "../security/KeyFile.ts";
import { KEY_FAMILIES } from "../security/KeyProvider.ts";
import { Keyring } from "../security/Keyring.ts";
import type { CliCommand } from "./CliCommand.ts";
import { databaseFromEnv } from "./databaseFromEnv.ts";
import { keySourceFromEnv } from "./keysContext.ts";

export const keysStatusCommand: CliCommand = {
  path: ["keys", "status"],
  summary: "show the master keys' ids and which ones the stored values use",
  usage: "foyer keys status\n  Prints key ids only, never keys.",
  async run(_args, env, { plugins }) {
    const source = keySourceFromEnv(env);
    const keyring = await Keyring.load("keyFile" in source ? new FileKeyProvider(source.keyFile) : source.provider);
    console.log(`Master keys from ${keyring.provider.description}:`);
    for (const family of KEY_FAMILIES) {
      const current = keyring.current(family).id;
      const others = keyring.ids(family).filter((id) => id !== current);
      console.log(`  ${family}: current ${current}${others.length ? `, also readable ${others.join(", ")}` : ""}`);
    }
    const database = await databaseFromEnv(env, plugins);
    try {
      for (const { name, keyIds } of await keyIdsInUse(database.db, sealedColumnsOf(plugins))) {
        console.log(`  ${name}: ${keyIds.length ? keyIds.join(", ") : "no envelope values"}`);
      }
      return 0;
    } finally {
      await database.close();
    }
  },
};
