// Sustained load: email-code logins, refreshes and SIWE sign-ins (a wallet signature verified by the
// server) mixed at a fixed arrival rate, open loop (a slow answer does not slow the arrivals), against one
// server on embedded PGlite (or PostgreSQL with --database-url) in a process of its own
// (bench/sustainedServer.mjs: the bundle `npm start` runs, built by scripts/ensureServerBuilt.mjs; --sources
// runs the TypeScript sources instead). Prints p50/p95/p99 per flow, errors, and the server process's memory (RSS, all
// threads: PGlite's worker too) before the load, at its peak and at the end. Prints figures; never passes
// or fails.
//
//   npx tsx --conditions=@foyer/source bench/sustained.ts [--rate 20] [--seconds 20 | --minutes 10]
//     [--flows email,refresh,siwe] [--database-url postgres://...] [--sources]
//
// `--flows email --rate 50` is the login latency run (50 email-code logins a second); `--minutes 10` the
// 10-minute soak (not part of npm test).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { signInByEmail } from "./emailLogin.ts";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "20" },
    seconds: { type: "string", default: "20" },
    minutes: { type: "string" },
    flows: { type: "string", default: "email,refresh,siwe" },
    "database-url": { type: "string" },
    sources: { type: "boolean" },
  },
});
const rate = Number(values.rate);
const durationMs = values.minutes ? Number(values.minutes) * 60_000 : Number(values.seconds) * 1000;
const APP = "foyer-dev";
const ORIGIN = "http://localhost:5173";

type Flow = "email login" | "refresh" | "SIWE login";
/** Of ten arrivals: four refreshes, four email logins, two SIWE sign-ins. */
const MIX: Flow[] = [
  "refresh",
  "email login",
  "refresh",
  "SIWE login",
  "email login",
  "refresh",
  "email login",
  "refresh",
  "SIWE login",
  "email login",
];

const FLAGS: Record<string, Flow> = { email: "email login", refresh: "refresh", siwe: "SIWE login" };
const names = values.flows.split(",").map((name) => name.trim());
if (names.some((name) => !(name in FLAGS))) {
  throw new Error(`--flows takes a comma list of ${Object.keys(FLAGS).join(", ")}`);
}
const chosen = new Set(names.map((name) => FLAGS[name] as Flow));
const mix = MIX.filter((flow) => chosen.has(flow));

const dataDir = mkdtempSync(join(tmpdir(), "foyer-sustained-"));
const child = spawn(
  process.execPath,
  [
    // e.g. SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server alone.
    ...(process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
    ...(values.sources ? ["--conditions=@foyer/source", "--import", "tsx"] : []),
    new URL("./sustainedServer.mjs", import.meta.url).pathname,
    ...(values["database-url"] ? ["--database-url", values["database-url"]] : ["--data-dir", dataDir]),
    ...(values.sources ? ["--sources"] : []),
  ],
  {
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const server = await new Promise<{ url: string }>((resolve, reject) => {
  child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  createInterface({ input: child.stdout }).once("line", (line) => resolve(JSON.parse(line)));
});
const url = `${server.url}/api/v1`;
const HEADERS = { "content-type": "application/json", "foyer-app-id": APP, origin: ORIGIN };

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/${path}`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

let sequence = 0;
/** Refresh tokens of live sessions: a refresh takes one and puts its successor back. */
const tokens: string[] = [];

async function emailLogin(): Promise<void> {
  const email = `sustained-${process.pid}-${sequence++}@example.com`;
  const signedIn = await signInByEmail(server.url, email, HEADERS);
  // Keep a bounded pool of sessions to refresh.
  if (tokens.length < 200) tokens.push(signedIn.refresh_token);
}

async function refresh(): Promise<void> {
  const token = tokens.shift();
  if (!token) return emailLogin();
  const rotated = await post("sessions", { refresh_token: token });
  tokens.push(rotated.refresh_token as string);
}

async function siweLogin(): Promise<void> {
  const account = privateKeyToAccount(generatePrivateKey());
  const { nonce } = await post("siwe/init", { address: account.address });
  const message = createSiweMessage({
    address: account.address,
    domain: "localhost:5173",
    uri: `${ORIGIN}/login`,
    chainId: 1,
    nonce: nonce as string,
    version: "1",
    issuedAt: new Date(),
  });
  await post("siwe/authenticate", {
    message,
    signature: await account.signMessage({ message }),
    chain_id: 1,
    wallet_client_type: "metamask",
    connector_type: "injected",
  });
}

const run: Record<Flow, () => Promise<void>> = {
  "email login": emailLogin,
  refresh,
  "SIWE login": siweLogin,
};
const latencies: Record<Flow, number[]> = { "email login": [], refresh: [], "SIWE login": [] };
const errors: Record<Flow, number> = { "email login": 0, refresh: 0, "SIWE login": 0 };
const firstErrors: string[] = [];

/** CPU time (user + system, all threads) the server process has used so far, in ms (Linux clock ticks). */
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The server process's resident memory now and its peak so far (VmRSS, VmHWM; Linux), in MB. */
const memory = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0) / 1024);
  return { "RSS MB": mb("VmRSS"), "peak RSS MB": mb("VmHWM") };
};

// Warm-up: a few sessions to refresh, and every code path loaded once.
for (let i = 0; i < 5; i++) await emailLogin();
if (chosen.has("SIWE login")) await siweLogin();
const atStart = memory();

const cpuAtStart = serverCpuMs();
const pending = new Set<Promise<void>>();
const started = performance.now();
let arrivals = 0;
console.log(
  `Sustained load: ${rate}/s for ${durationMs / 1000} s (${values["database-url"] ? "PostgreSQL" : "PGlite"})`,
);
while (performance.now() - started < durationMs) {
  const due = started + (arrivals * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const flow = mix[arrivals % mix.length] as Flow;
  arrivals += 1;
  const begun = performance.now();
  const done = run[flow]().then(
    () => {
      latencies[flow].push(performance.now() - begun);
    },
    (error: unknown) => {
      errors[flow] += 1;
      if (firstErrors.length < 5) firstErrors.push(`${flow}: ${error instanceof Error ? error.message : error}`);
    },
  );
  pending.add(done);
  void done.finally(() => pending.delete(done));
}
await Promise.all(pending);
const elapsed = (performance.now() - started) / 1000;
const atEnd = memory();
const cpuPerArrival = (serverCpuMs() - cpuAtStart) / arrivals;
const exited = new Promise((resolve) => child.once("exit", resolve));
child.kill("SIGTERM");
await exited;
rmSync(dataDir, { recursive: true, force: true });

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;
console.table(
  [...chosen].map((flow) => {
    const sorted = latencies[flow].toSorted((a, b) => a - b);
    return {
      flow,
      done: sorted.length,
      "p50 ms": percentile(sorted, 50),
      "p95 ms": percentile(sorted, 95),
      "p99 ms": percentile(sorted, 99),
      errors: errors[flow],
    };
  }),
);
console.log(
  `${arrivals} arrivals in ${elapsed.toFixed(1)} s (${(arrivals / elapsed).toFixed(1)}/s, the last answers included); ` +
    `server CPU ${cpuPerArrival.toFixed(1)} ms per arrival`,
);
console.table({ "before the load": atStart, "at the end": atEnd });
if (firstErrors.length) console.log(`First errors:\n  ${firstErrors.join("\n  ")}`);
console.log("Latency per flow: email login = init + mailbox read + authenticate; SIWE = init + sign + authenticate.");
console.log(
  "The server runs in its own process (memory is its RSS, every thread); it shares the 2 cores with this one.",
);
