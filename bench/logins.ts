// Server throughput figures: email-code logins per second, refreshes per second, and p99 latency of each,
// on embedded PGlite and (with --database-url) on PostgreSQL. Prints figures; never passes or fails.
//
//   npx tsx bench/logins.ts [--database-url postgres://...] [--duration 6] [--connections 8]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "@foyer/server";
import autocannon from "autocannon";
import { emailLoginRequests, signInByEmail } from "./emailLogin.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    duration: { type: "string", default: "6" },
    connections: { type: "string", default: "8" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const APP = "foyer-dev";
const headers = { "content-type": "application/json", "foyer-app-id": APP };

interface Row {
  database: string;
  phase: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

let run = 0;
/** A new address per login keeps the per-destination cooldown and caps out of the measurement. */
const nextEmail = () => `bench-${process.pid}-${run}-${Math.random().toString(36).slice(2)}@example.com`;

/** One login = init, read the code from the dev mailbox JSON, authenticate: three requests per connection in turn. */
async function measureLogins(url: string): Promise<Omit<Row, "database">> {
  let logins = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: emailLoginRequests(nextEmail, (status) => {
      if (status === 200) logins += 1;
    }),
  });
  return {
    phase: "email-code login (3 requests)",
    perSecond: logins / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** One session per connection, each refreshed in a loop with its latest refresh token (rotation on every call). */
async function measureRefreshes(url: string): Promise<Omit<Row, "database">> {
  const pool: string[] = [];
  for (let i = 0; i < connections; i++) {
    pool.push((await signInByEmail(url, nextEmail(), headers)).refresh_token);
  }
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: [
      {
        method: "POST",
        path: "/api/v1/sessions",
        // autocannon resets a connection's context after each pass over `requests`, so the live refresh
        // tokens circulate through a shared queue: take one per request, put its successor back.
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refresh_token: pool.shift() }) }),
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
        },
      },
    ],
  });
  return {
    phase: "refresh",
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function bench(database: string, options: { databaseUrl?: string; dataDir?: string }): Promise<Row[]> {
  run += 1;
  const server = await startServer({
    ...options,
    mode: "development",
    port: 0,
    hostname: "127.0.0.1",
    logger: { info: () => {}, warn: console.warn, error: console.error },
    // Every request comes from 127.0.0.1: lift the per-IP send cap out of the way.
    rateLimits: { codeSendsPerIpPerHour: 10_000_000, codeSendsPerDestinationPerHour: 1_000 },
  });
  try {
    const logins = await measureLogins(server.url);
    const refreshes = await measureRefreshes(server.url);
    return [
      { database, ...logins },
      { database, ...refreshes },
    ];
  } finally {
    await server.close();
  }
}

const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "foyer-bench-"));
try {
  console.log(`Foyer server bench: ${connections} connections, ${duration} s per phase, loopback only.`);
  rows.push(...(await bench("PGlite (embedded, on disk)", { dataDir })));
  if (values["database-url"]) rows.push(...(await bench("PostgreSQL", { databaseUrl: values["database-url"] })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const table = rows.map((row) => ({
  database: row.database,
  phase: row.phase,
  "per second": row.perSecond.toFixed(1),
  "p50 ms": row.p50,
  "p99 ms": row.p99,
  "non-2xx/errors": row.errors,
}));
console.table(table);
console.log("Latencies are per HTTP request; the client runs in the same process as the server (2 cores here).");
