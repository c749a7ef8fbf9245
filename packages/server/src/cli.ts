// The `foyer` CLI (bin/foyer.mjs, `npm run server`): `foyer` alone serves; subcommands in cli/commands.ts.
import { runCli } from "./cli/runCli.ts";

process.exitCode = await runCli(process.argv.slice(2), process.env);
