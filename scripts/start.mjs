// `npm start`: the Foyer server (embedded Postgres in .foyer/, dev mailbox, app `foyer-dev`)
// and the demo app, side by side. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => join(root, "node_modules", ".bin", name);
const port = process.env.FOYER_PORT ?? "8787";
const children = [];

function run(label, command, args, env = {}, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`[${label}] exited with code ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("server", bin("tsx"), [join(root, "packages/server/src/cli.ts")], { FOYER_PORT: port });
run(
  "demo",
  bin("vite"),
  ["--port", "5173", "--strictPort"],
  { VITE_FOYER_SERVER_URL: `http://localhost:${port}` },
  join(root, "apps/demo"),
);

console.log(`
  Foyer is starting:
    demo app      http://localhost:5173
    API           http://localhost:${port}/api/v1
    dev mailbox   http://localhost:${port}/dev/mailbox   (login codes land here)
  Ctrl-C stops everything.
`);
