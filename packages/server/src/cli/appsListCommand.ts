import { asc } from "drizzle-orm";
import { apps } from "../db/schema.ts";
import type { CliCommand } from "./CliCommand.ts";
import { databaseFromEnv } from "./databaseFromEnv.ts";

export const appsListCommand: CliCommand = {
  path: ["apps", "list"],
  summary: "list the apps this server serves",
  usage: "foyer apps list [--json]",
  async run(args, env, { plugins }) {
    const database = await databaseFromEnv(env, plugins);
    try {
      const rows = await database.db
        .select({ id: apps.id, name: apps.name, allowedOrigins: apps.allowedOrigins })
        .from(apps)
        .orderBy(asc(apps.id));
      if (args.includes("--json")) {
        console.log(JSON.stringify(rows.map((r) => ({ id: r.id, name: r.name, allowed_origins: r.allowedOrigins }))));
      } else if (rows.length === 0) {
        console.log("No apps yet: add one with `foyer apps add --id my-app --origin https://my-app.example.com`.");
      } else {
        for (const row of rows)
          console.log(`${row.id}\t${row.name}\t${row.allowedOrigins.join(", ") || "(no origins)"}`);
      }
      return 0;
    } finally {
      await database.close();
    }
  },
};
