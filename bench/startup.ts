// Start-up figures: time from spawning the server process to its first 200 (GET /api/v1/apps/{id}), and the
// process's RSS then (and its peak), in production mode. Cases: the built package (`foyer`, what the Docker
// image runs: packages/server/bin/foyer.mjs -> dist/) on a new PGlite data directory (started from the
// prepared archive when `npm run build` wrote it), on that directory again (existing), and on PostgreSQL
// (--database-url); then the sources through the TypeScript loader (`npm run server`) for comparison.
// Prints figures; never passes or fails. Needs `npm run build` first.
//
//   npx tsx bench/startup.ts [--database-url postgres://...] [--runs 1]
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { "database-url": { type: "string" }, runs: { type: "string", default: "1" } },
});
const runs = Number(values.runs);
const root = new URL("..", import.meta.url).pathname;
const builtCli = join(root, "packages/server/bin/foyer.mjs");
const APP = "bench";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** VmRSS and VmHWM (peak) of a process, in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

interface Figure {
  case: string;
  firstOkMs: number;
  rssMb: number;
  peakMb: number;
}

async function measure(name: string, argv: string[], env: Record<string, string>): Promise<Figure> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(argv[0] as string, argv.slice(1), {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      FOYER_PORT: String(port),
      FOYER_HOST: "127.0.0.1",
      FOYER_WALLET_FRAME_PORT: String(await freePort()),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name}: the server exited (${child.exitCode}):\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/apps/${APP}`, { headers: { "foyer-app-id": APP } }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const firstOkMs = Math.round(performance.now() - started);
    const { rss, peak } = memoryOf(child.pid as number);
    return { case: name, firstOkMs, rssMb: rss, peakMb: peak };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const dir = mkdtempSync(join(tmpdir(), "foyer-startup-"));
const config = join(dir, "foyer.config.json");
writeFileSync(
  config,
  JSON.stringify({ apps: [{ id: APP, name: "Bench", allowed_origins: ["https://bench.example"] }] }),
);
const production = {
  FOYER_CONFIG: config,
  FOYER_SECRET: "b".repeat(64),
  FOYER_WALLET_AUTH_KEY: "c".repeat(64),
  FOYER_WALLET_RECOVERY_KEY: "d".repeat(64),
  // Never connected to at start (a login would): production refuses to start without SMTP.
  SMTP_URL: "smtp://127.0.0.1:2525",
};
const figures: Figure[] = [];
try {
  if (!existsSync(join(root, "packages/server/dist/cli.js"))) throw new Error("run `npm run build` first");
  for (let run = 0; run < runs; run++) {
    const dataDir = join(dir, `data-${run}`);
    figures.push(
      await measure("built, new PGlite dir", ["node", builtCli], { ...production, FOYER_DATA_DIR: dataDir }),
    );
    figures.push(
      await measure("built, existing PGlite dir", ["node", builtCli], { ...production, FOYER_DATA_DIR: dataDir }),
    );
    // The same two with PGlite in a worker thread (FOYER_PGLITE_WORKER=1), on a directory of their own.
    const workerDir = join(dir, `worker-${run}`);
    const worker = { ...production, FOYER_DATA_DIR: workerDir, FOYER_PGLITE_WORKER: "1" };
    figures.push(await measure("built, new PGlite dir, worker", ["node", builtCli], worker));
    figures.push(await measure("built, existing PGlite dir, worker", ["node", builtCli], worker));
    if (values["database-url"]) {
      figures.push(
        await measure("built, PostgreSQL", ["node", builtCli], { ...production, DATABASE_URL: values["database-url"] }),
      );
    }
    figures.push(
      await measure(
        "sources via tsx, existing PGlite dir",
        ["node", "--conditions=@foyer/source", "--import", "tsx", join(root, "packages/server/src/cli.ts")],
        { ...production, FOYER_DATA_DIR: dataDir },
      ),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const archive = existsSync(join(root, "packages/server/dist/pglite"))
  ? "prepared archive present"
  : "no archive: initdb";
console.log(`\nStart-up to first 200 (GET /api/v1/apps/${APP}), production mode; ${archive}`);
console.table(figures);
