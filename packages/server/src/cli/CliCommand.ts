import type { ServerPlugin } from "../plugin/ServerPlugin.ts";

/** What the CLI's entry composes for every command: the plugins the server runs (their tables, sealed columns, settings). */
export interface CliContext {
  plugins: readonly ServerPlugin[];
}

/**
 * One `foyer` subcommand. A command is a file of its own under cli/ plus one line in cli/commands.ts.
 *
 * @example
 * export const migrateCommand: CliCommand = { path: ["migrate"], summary: "...", usage: "foyer migrate", run };
 */
export interface CliCommand {
  /** The words that select it: ["migrate"], ["apps", "list"]. */
  path: readonly string[];
  /** One line for `foyer --help`. */
  summary: string;
  /** Usage and options, printed by `foyer <command> --help` and after a usage error. */
  usage: string;
  /**
   * Runs with the arguments after the command's words, the environment and the composed plugins. Resolves with the exit code,
   * or never for a command that keeps running (serve). Throw a CliUsageError for bad arguments.
   */
  run(args: string[], env: NodeJS.ProcessEnv, context: CliContext): Promise<number>;
}

/** Bad arguments: the CLI prints the message and the command's usage, and exits with 2. */
export class CliUsageError extends Error {}
