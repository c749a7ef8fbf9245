import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { type CommandResult, installFromPacks, packs, run } from "./packedInstall.ts";

const dockerfile = readFileSync(new URL("../../Dockerfile", import.meta.url), "utf8");

/** The image's start command and health check, read from the Dockerfile so CI runs exactly what it runs. */
export const image = {
  cmd: JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? "null") as string[],
  healthcheck: JSON.parse(
    /^\s*CMD (\[.*\])$/m.exec(dockerfile.slice(dockerfile.search(/^HEALTHCHECK /m)))?.[1] ?? "null",
  ) as string[],
};

/** A free loopback port (the OS's pick, released before use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * `@foyer/server` installed from its tarball in an empty project, as the image's build stage does; once per
 * set of tarballs (beside them), shared by the test files that run the server. `install` is that first
 * install's output.
 */
export async function installServer(): Promise<{ dir: string; install: CommandResult }> {
  const shared = join(dirname(packs()["@foyer/server"] as string), "installed-server");
  const log = join(shared, "install.log");
  if (existsSync(log)) return { dir: join(shared, "server"), install: JSON.parse(readFileSync(log, "utf8")) };
  const installed = await installFromPacks({ dependencies: { "@foyer/server": "0.1.0" } }, "server");
  mkdirSync(shared, { recursive: true });
  renameSync(installed.dir, join(shared, "server"));
  writeFileSync(log, JSON.stringify(installed.install));
  return { dir: join(shared, "server"), install: installed.install };
}

/** `node` in the image is this process's Node. */
const command = (argv: string[]): [string, string[]] => [
  argv[0] === "node" ? process.execPath : (argv[0] as string),
  argv.slice(1),
];

export interface PackedServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** Starts the image's CMD in `dir` with `env` and waits until the image's health check passes. */
export async function startPackedServer(dir: string, env: Record<string, string>): Promise<PackedServer> {
  const [bin, args] = command(image.cmd);
  const child = spawn(bin, args, { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Wait for /health cheaply, then run the image's HEALTHCHECK command itself once: it must pass too.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${env.FOYER_PORT ?? "8787"}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 3000) throw new Error(`the server never became healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const [healthBin, healthArgs] = command(image.healthcheck);
  const health = await run(healthBin, healthArgs, { cwd: dir, env: { FOYER_PORT: env.FOYER_PORT ?? "8787" } });
  if (health.code !== 0) throw new Error(`the image's HEALTHCHECK failed:\n${health.output}`);
  return {
    url: `http://localhost:${env.FOYER_PORT}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
