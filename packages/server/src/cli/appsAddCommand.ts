import { parseArgs } from "node:util";
import { AppService } from "../domain/apps/AppService.ts";
import { createConsoleLogger } from "../Logger.ts";
import { type CliCommand, CliUsageError } from "./CliCommand.ts";
import { databaseFromEnv } from "./databaseFromEnv.ts";

const APP_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

export const appsAddCommand: CliCommand = {
  path: ["apps", "add"],
  summary: "create an app (email login on; edit the rest in foyer.config.json)",
  usage: `foyer apps add --id <app id> [--name <name>] --origin <https://app.example> [--origin ...]
  Creates the app in the database; an app of the same id in foyer.config.json replaces it at the next start.`,
  async run(args, env, { plugins }) {
    const { values } = parseArgsOrThrow(args);
    const id = values.id ?? "";
    if (!APP_ID.test(id)) throw new CliUsageError("--id: 2 to 63 lowercase letters, digits and dashes.");
    const origins = values.origin ?? [];
    for (const origin of origins) {
      const url = URL.canParse(origin) ? new URL(origin) : null;
      if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== origin.replace(/\/$/, "")) {
        throw new CliUsageError(`--origin ${origin}: an origin, e.g. https://my-app.example.com (no path).`);
      }
    }
    const database = await databaseFromEnv(env, plugins);
    try {
      const service = new AppService(database.db, Date.now, plugins);
      if (await service.find(id)) {
        console.error(`App ${id} already exists: change it in foyer.config.json.`);
        return 1;
      }
      await service.upsert(
        { id, name: values.name ?? id, allowed_origins: origins, email_auth: true },
        createConsoleLogger(),
      );
      console.log(`Created app ${id}${origins.length ? ` for ${origins.join(", ")}` : ""}.`);
      return 0;
    } finally {
      await database.close();
    }
  },
};

function parseArgsOrThrow(args: string[]) {
  try {
    return parseArgs({
      args,
      options: { id: { type: "string" }, name: { type: "string" }, origin: { type: "string", multiple: true } },
      strict: true,
    });
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
}
