import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { freshKeyFile, writeKeyFile } from "../security/KeyFile.ts";
import { type CliCommand, CliUsageError } from "./CliCommand.ts";

export const keysInitCommand: CliCommand = {
  path: ["keys", "init"],
  summary: "write a new key file with fresh master keys (for FOYER_KEY_FILE)",
  usage: `foyer keys init --file <path>
  Writes fresh auth and recovery keys (mode 600). Keep the file outside the data directory and its backups;
  start the server with FOYER_KEY_FILE=<path>. Refuses to overwrite a file.`,
  async run(args) {
    let file: string | undefined;
    try {
      file = parseArgs({ args, options: { file: { type: "string" } }, strict: true }).values.file;
    } catch (error) {
      throw new CliUsageError(error instanceof Error ? error.message : String(error));
    }
    if (!file) throw new CliUsageError("--file is required.");
    const path = resolve(file);
    if (existsSync(path)) {
      console.error(`${path} already exists: rotate its keys with \`foyer keys rotate\`.`);
      return 1;
    }
    writeKeyFile(path, freshKeyFile());
    console.log(`Wrote fresh master keys to ${path}. Start the server with FOYER_KEY_FILE=${path}.`);
    return 0;
  },
};
