#!/usr/bin/env node
// `foyer`: runs the TypeScript CLI through tsx (the package ships sources, no build step). Signals are
// forwarded so Ctrl-C or a supervisor's SIGTERM reaches the server, which then closes its database.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const tsx = require.resolve("tsx/cli");
const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const child = spawn(process.execPath, [tsx, cli, ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
