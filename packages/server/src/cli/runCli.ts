import { type CliCommand, type CliContext, CliUsageError } from "./CliCommand.ts";
import { commands } from "./commands.ts";
import { serveCommand } from "./serveCommand.ts";

/** The command whose words start argv (longest match), and the arguments after them. */
export function findCommand(argv: string[]): { command: CliCommand; args: string[] } | null {
  const matches = commands.filter((command) => command.path.every((word, i) => argv[i] === word));
  const command = matches.sort((a, b) => b.path.length - a.path.length)[0];
  if (command) return { command, args: argv.slice(command.path.length) };
  if (argv.length === 0 || argv[0]?.startsWith("-")) return { command: serveCommand, args: argv };
  return null;
}

function help(): string {
  const width = Math.max(...commands.map((c) => c.path.join(" ").length));
  return `Usage: foyer <command>\n\nCommands:\n${commands
    .map((c) => `  ${c.path.join(" ").padEnd(width)}  ${c.summary}`)
    .join("\n")}\n\nfoyer <command> --help shows a command's options.`;
}

/**
 * Runs `foyer <argv>` for a server of `context.plugins` (the `foyer` binary: `defaultPlugins`); resolves
 * with the exit code (never, while serve runs).
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, context: CliContext): Promise<number> {
  if (argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
    console.log(help());
    return 0;
  }
  const found = findCommand(argv);
  if (!found) {
    console.error(`Unknown command: foyer ${argv.join(" ")}\n\n${help()}`);
    return 2;
  }
  const { command, args } = found;
  if (args.includes("--help") || args.includes("-h")) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.run(args, env, context);
  } catch (error) {
    if (error instanceof CliUsageError) {
      console.error(`${error.message}\n\nUsage: ${command.usage}`);
      return 2;
    }
    const what = command === serveCommand ? "Foyer server failed to start" : `foyer ${command.path.join(" ")} failed`;
    console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
