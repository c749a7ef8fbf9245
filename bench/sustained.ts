// Sustained load: email-code logins, refreshes and SIWE sign-ins (a wallet signature verified by the
// server) mixed at a fixed arrival rate, open loop (a slow answer does not slow the arrivals), against one
// server on embedded PGlite (or PostgreSQL with --database-url). Prints p50/p99 per flow, errors, and the
// process's memory at start and end. Prints figures; never passes or fails.
//
//   npx tsx --conditions=@foyer/source bench/sustained.ts [--rate 20] [--seconds 20 | --minutes 10]
//     [--database-url postgres://...]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "@foyer/server";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "20" },
    seconds: { type: "string", default: "20" },
    minutes: { type: "string" },
    "database-url": { type: "string" },
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

const dataDir = mkdtempSync(join(tmpdir(), "foyer-sustained-"));
const server = await startServer({
  ...(values["database-url"] ? { databaseUrl: values["database-url"] } : { dataDir }),
  mode: "development",
  port: 0,
  hostname: "127.0.0.1",
  walletFramePort: false,
  devOidcPort: false,
  apps: [{ id: APP, wallet_auth: true }],
  logger: { info: () => {}, warn: console.warn, error: console.error },
  // Every request comes from 127.0.0.1: the per-IP caps are lifted out of the way.
  rateLimits: {
    codeSendsPerIpPerHour: 1e9,
    walletNoncesPerIpPerHour: 1e9,
    refreshesPerIpPerHour: 1e9,
  },
});
const url = `${server.url}/api/v1`;

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "foyer-app-id": APP, origin: ORIGIN },
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
  await post("passwordless/init", { email });
  const mailbox = await fetch(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const [message] = (await mailbox.json()) as { code: string }[];
  const signedIn = await post("passwordless/authenticate", { email, code: message?.code });
  // Keep a bounded pool of sessions to refresh.
  if (tokens.length < 200) tokens.push(signedIn.refresh_token as string);
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

const memory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return { "RSS MB": Math.round(rss / 2 ** 20), "heap MB": Math.round(heapUsed / 2 ** 20) };
};

// Warm-up: a few sessions to refresh, and every code path loaded once.
for (let i = 0; i < 5; i++) await emailLogin();
await siweLogin();
const atStart = memory();

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
  const flow = MIX[arrivals % MIX.length] as Flow;
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
await server.close();
rmSync(dataDir, { recursive: true, force: true });

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;
console.table(
  (Object.keys(latencies) as Flow[]).map((flow) => {
    const sorted = latencies[flow].toSorted((a, b) => a - b);
    return {
      flow,
      done: sorted.length,
      "p50 ms": percentile(sorted, 50),
      "p99 ms": percentile(sorted, 99),
      errors: errors[flow],
    };
  }),
);
console.log(`${arrivals} arrivals in ${elapsed.toFixed(1)} s (${(arrivals / elapsed).toFixed(1)}/s)`);
console.table({ start: atStart, end: atEnd });
if (firstErrors.length) console.log(`First errors:\n  ${firstErrors.join("\n  ")}`);
console.log("Latency per flow: email login = init + mailbox read + authenticate; SIWE = init + sign + authenticate.");
console.log("The load generator shares the process (and the 2 cores) with the server; memory is the whole process.");
