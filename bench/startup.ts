// Start-up figures: time from spawning the server process to its first 200 (GET /api/v1/apps/{id}), and the
// process's RSS then (and its peak), in production mode. Cases: the built package (`foyer`, what the Docker
// image runs: packages/server/bin/foyer.mjs -> dist/bundle/cli.js, one bundle) on a new PGlite data directory
// (started from the prepared archive when `npm run build` wrote it), on that directory again (existing), and
// on PostgreSQL (--database-url); the tsc output dist/cli.js on PostgreSQL (what the bin ran before: ~1,500
// modules); the bundle `npm start` runs (scripts/ensureServerBuilt.mjs); then the sources through the
// TypeScript loader (what `npm start` ran before) for comparison.
// Prints figures; never passes or fails.
//
// cpuMs: CPU time the server process (all its threads, and the archive's extraction process) used until
// then, the steadier figure on a loaded machine. With --runs above 1, the medians per case too.
// `npm run build` (or `node scripts/ensureServerBuilt.mjs`) first.
//
//   npx tsx bench/startup.ts [--database-url postgres://...] [--runs 1]
//     [--cases pglite,inprocess,postgres,dist,bundle,tsx]
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "1" },
    cases: { type: "string", default: "pglite,inprocess,postgres,dist,bundle,tsx" },
  },
});
const cases = new Set(values.cases.split(","));
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

/**
 * CPU time (user + system, every thread: a PGlite worker's too, and the children it waited for: the
 * archive's extraction process) a process has used so far, in ms (Linux).
 */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime, stime, cutime and cstime are fields 14 to 17 of /proc/<pid>/stat, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
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
  cpuMs: number;
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
    const cpuMs = cpuMsOf(child.pid as number);
    const { rss, peak } = memoryOf(child.pid as number);
    return { case: name, firstOkMs, cpuMs, rssMb: rss, peakMb: peak };
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
  if (!existsSync(join(root, "packages/server/dist/bundle/cli.js"))) throw new Error("run `npm run build` first");
  for (let run = 0; run < runs; run++) {
    if (cases.has("pglite")) {
      // The default: PGlite in a worker thread.
      const worker = { ...production, FOYER_DATA_DIR: join(dir, `worker-${run}`) };
      figures.push(await measure("built, new PGlite dir (worker)", ["node", builtCli], worker));
      figures.push(await measure("built, existing PGlite dir (worker)", ["node", builtCli], worker));
    }
    if (cases.has("inprocess")) {
      const inProcess = { ...production, FOYER_DATA_DIR: join(dir, `data-${run}`), FOYER_PGLITE_WORKER: "0" };
      figures.push(await measure("built, new PGlite dir, in process", ["node", builtCli], inProcess));
      figures.push(await measure("built, existing PGlite dir, in process", ["node", builtCli], inProcess));
    }
    if (cases.has("postgres") && values["database-url"]) {
      figures.push(
        await measure("built, PostgreSQL", ["node", builtCli], { ...production, DATABASE_URL: values["database-url"] }),
      );
    }
    if (cases.has("dist") && values["database-url"]) {
      const dist = ["node", join(root, "packages/server/dist/cli.js")];
      figures.push(
        await measure("dist/ (tsc output), PostgreSQL", dist, { ...production, DATABASE_URL: values["database-url"] }),
      );
    }
    if (cases.has("bundle")) {
      // What `npm start` and `npm run server` run (scripts/ensureServerBuilt.mjs).
      const bundle = ["node", join(root, "node_modules/.cache/foyer/server/cli.js")];
      const embedded = { ...production, FOYER_DATA_DIR: join(dir, `bundle-${run}`) };
      figures.push(await measure("bundle (npm start), new PGlite dir", bundle, embedded));
      figures.push(await measure("bundle (npm start), existing PGlite dir", bundle, embedded));
      if (values["database-url"]) {
        figures.push(
          await measure("bundle (npm start), PostgreSQL", bundle, {
            ...production,
            DATABASE_URL: values["database-url"],
          }),
        );
      }
    }
    if (cases.has("tsx")) {
      figures.push(
        await measure(
          "sources via tsx, PGlite (worker)",
          ["node", "--conditions=@foyer/source", "--import", "tsx", join(root, "packages/server/src/cli.ts")],
          { ...production, FOYER_DATA_DIR: join(dir, `tsx-${run}`) },
        ),
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const archive = existsSync(join(root, "packages/server/dist/pglite"))
  ? "prepared archive present"
  : "no archive: initdb";
console.log(`\nStart-up to first 200 (GET /api/v1/apps/${APP}), production mode; ${archive}`);
console.table(figures);
if (runs > 1) {
  // The machine is shared: the median of each case over the runs is the figure to read.
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };
  const medians = [...new Set(figures.map((figure) => figure.case))].map((name) => {
    const of = figures.filter((figure) => figure.case === name);
    const pick = (key: "firstOkMs" | "cpuMs" | "rssMb" | "peakMb") => median(of.map((figure) => figure[key]));
    return {
      case: name,
      firstOkMs: pick("firstOkMs"),
      cpuMs: pick("cpuMs"),
      rssMb: pick("rssMb"),
      peakMb: pick("peakMb"),
    };
  });
  console.log(`Medians over ${runs} runs`);
  console.table(medians);
}
