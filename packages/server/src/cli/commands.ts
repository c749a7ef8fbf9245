import { appsAddCommand } from "./appsAddCommand.ts";
import { appsListCommand } from "./appsListCommand.ts";
import type { CliCommand } from "./CliCommand.ts";
import { keysInitCommand } from "./keysInitCommand.ts";
import { keysPruneCommand } from "./keysPruneCommand.ts";
import { keysRotateCommand } from "./keysRotateCommand.ts";
import { keysStatusCommand } from "./keysStatusCommand.ts";
import { migrateCommand } from "./migrateCommand.ts";
import { serveCommand } from "./serveCommand.ts";

/** Every `foyer` subcommand, in the order `foyer --help` lists them. Add a command: one line here. */
export const commands: readonly CliCommand[] = [
  serveCommand,
  migrateCommand,
  appsListCommand,
  appsAddCommand,
  keysInitCommand,
  keysStatusCommand,
  keysRotateCommand,
  keysPruneCommand,
];
