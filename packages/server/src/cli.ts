// The `foyer` CLI (bin/foyer.mjs, `npm run server`): `foyer` alone serves; subcommands in cli/commands.ts.
// Composition: the one place the CLI learns which plugins the server runs.
import { runCli } from "./cli/runCli.ts";
import { defaultPlugins } from "./plugins/defaultPlugins.ts";

process.exitCode = await runCli(process.argv.slice(2), process.env, { plugins: defaultPlugins });
