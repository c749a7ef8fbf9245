// Foyer against Better Auth on the same PostgreSQL cluster (each in a database of its own and a process of its
// own; Foyer is the bundle `npm start` runs, Better Auth is bench/betterAuthServer.mjs, a bench-only dev
// dependency). Per flow, closed loop with autocannon: flows completed per second, and CPU per flow of the
// server process and of the PostgreSQL cluster (postmaster and backends, read from /proc: the steadier
// figure on a shared machine). Prints figures; never passes or fails.
//
//   npx tsx bench/compare.ts --database-url postgres://user@host:port/db [--duration 8] [--connections 8] [--warmup 3]
//
// Each flow first runs `--warmup` seconds untimed (the JIT compiles the hot code then, on both servers). Codes
// reach the load generator the same way on both: from memory, through a bare handler in front of the server
// (`GET /bench/code?email=`), and both render the code email and hand it to nodemailer's JSON transport,
// which composes it and sends nothing (sustainedServer.mjs --codes-in-memory, betterAuthServer.mjs).
// SIWE: both sign a new wallet in on each login (a new key, so a new user, as each email login is a new
// address): a nonce, then the EIP-4361 message signed here by bench/newSigner.ts and checked by viem on both.
//
// The two databases `<db>_foyer` and `<db>_better_auth` (db: the URL's database name) are dropped and created
// on each run, from the maintenance database `postgres`.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import autocannon, { type Request as CannonRequest, type Context } from "autocannon";
import pg from "pg";
import { createSiweMessage } from "viem/siwe";
import { emailLoginRequests, signInByEmail } from "./emailLogin.ts";
import { newSigner, type Signer } from "./newSigner.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "8" },
    warmup: { type: "string", default: "3" },
  },
});
if (!values["database-url"])
  throw new Error("--database-url is required (a PostgreSQL the bench may create databases on)");
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const base = new URL(values["database-url"]);
const root = new URL("..", import.meta.url).pathname;
/** Databases are created and dropped from the maintenance database `postgres`. */
const admin = new URL(base.href);
admin.pathname = "/postgres";

/** CPU time (user + system) of a process, and of its reaped children when `withChildren`, in ms. */
function cpuMs(pid: number, withChildren = false): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
    return ticks * 10;
  } catch {
    return 0; // exited since the listing
  }
}

/** The PostgreSQL cluster's CPU so far: the postmaster (with the backends it reaped) and its live children. */
function clusterCpuMs(postmaster: number): number {
  let total = cpuMs(postmaster, true);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      if (Number(f[1]) === postmaster) total += cpuMs(Number(entry));
    } catch {}
  }
  return total;
}

async function postmasterPid(): Promise<number> {
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
  // Read while this backend lives: its parent is the postmaster.
  const f = readFileSync(`/proc/${rows[0]?.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  await client.end();
  return Number(f[1]);
}

async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return url.href;
}

async function startProcess(
  script: string,
  args: string[],
  databaseUrl: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [`${root}bench/${script}`, ...args, "--database-url", databaseUrl], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", (line) => resolve(JSON.parse(line)));
  });
  return { url, child };
}

/** What a flow needs of each server: its requests, and a signed-in session to start from. */
interface Server {
  name: string;
  url: string;
  headers: Record<string, string>;
  login: CannonRequest[];
  siweLogin: CannonRequest[];
  signIn(): Promise<{ bearer: string; refresh: string }>;
  sessionRead(bearer: string): CannonRequest;
  token(pool: string[]): CannonRequest;
}

/**
 * A SIWE message for `origin` (its host as domain, a page of it as URI) with the server's nonce, signed in the
 * load generator by the wallet of this sign-in (`context.signer`, a new key made at its first request).
 */
function signedSiwe(context: Context, origin: string): { message: string; signature: string } {
  const signer = context.signer as Signer;
  const message = createSiweMessage({
    address: signer.address,
    domain: new URL(origin).host,
    uri: `${origin}/login`,
    chainId: 1,
    nonce: String(context.nonce),
    version: "1",
    issuedAt: new Date(),
  });
  return { message, signature: signer.sign(message) };
}

const readNonce = (_status: number, body: string, context: Context) => {
  context.nonce = (JSON.parse(body) as { nonce: string }).nonce;
};

let sequence = 0;
const nextEmail = () => `compare-${process.pid}-${sequence++}@example.com`;

function foyer(url: string): Server {
  // No Origin header: a server calling the API sends none.
  const headers = { "content-type": "application/json", "foyer-app-id": "foyer-dev" };
  return {
    name: "Foyer",
    url,
    headers,
    login: emailLoginRequests(nextEmail, undefined, "memory"),
    // Nonce for the address, then the signed message; the app's allowed origin is the demo's.
    siweLogin: [
      {
        method: "POST",
        path: "/api/v1/siwe/init",
        setupRequest: (request, context) => {
          context.signer = newSigner();
          return { ...request, body: JSON.stringify({ address: (context.signer as Signer).address }) };
        },
        onResponse: readNonce,
      },
      {
        method: "POST",
        path: "/api/v1/siwe/authenticate",
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({
            ...signedSiwe(context, "http://localhost:5173"),
            chain_id: 1,
            wallet_client_type: "metamask",
            connector_type: "injected",
          }),
        }),
      },
    ],
    async signIn() {
      const signedIn = await signInByEmail(url, nextEmail(), headers, "memory");
      return { bearer: signedIn.token, refresh: signedIn.refresh_token };
    },
    sessionRead: (bearer) => ({
      method: "GET",
      path: "/api/v1/users/me",
      headers: { ...headers, authorization: `Bearer ${bearer}` },
    }),
    // A refresh: a new access token (and the rotated refresh token, put back for the next request).
    token: (pool) => ({
      method: "POST",
      path: "/api/v1/sessions",
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ refresh_token: pool.shift() }) }),
      onResponse: (status, body) => {
        if (status === 200) pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
      },
    }),
  };
}

function betterAuth(url: string): Server {
  const headers = { "content-type": "application/json", origin: url };
  return {
    name: "Better Auth",
    url,
    headers,
    login: [
      {
        method: "POST",
        path: "/api/auth/email-otp/send-verification-otp",
        setupRequest: (request, context) => {
          context.email = nextEmail();
          return { ...request, body: JSON.stringify({ email: context.email, type: "sign-in" }) };
        },
      },
      {
        method: "GET",
        setupRequest: (request, context) => ({
          ...request,
          path: `/bench/code?email=${encodeURIComponent(String(context.email))}`,
        }),
        onResponse: (_status, body, context) => {
          context.code = (JSON.parse(body) as { code: string }).code;
        },
      },
      {
        method: "POST",
        path: "/api/auth/sign-in/email-otp",
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({ email: context.email, otp: context.code }),
        }),
      },
    ],
    // Nonce (Better Auth's takes no address), then the signed message naming this server.
    siweLogin: [
      {
        method: "POST",
        path: "/api/auth/siwe/nonce",
        setupRequest: (request, context) => {
          context.signer = newSigner();
          return { ...request, body: "{}" };
        },
        onResponse: readNonce,
      },
      {
        method: "POST",
        path: "/api/auth/siwe/verify",
        setupRequest: (request, context) => ({ ...request, body: JSON.stringify(signedSiwe(context, url)) }),
      },
    ],
    async signIn() {
      const email = nextEmail();
      const send = { method: "POST", headers, body: JSON.stringify({ email, type: "sign-in" }) };
      await fetch(`${url}/api/auth/email-otp/send-verification-otp`, send);
      const { code } = (await (await fetch(`${url}/bench/code?email=${encodeURIComponent(email)}`)).json()) as {
        code: string;
      };
      const signedIn = await fetch(`${url}/api/auth/sign-in/email-otp`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, otp: code }),
      });
      const bearer = signedIn.headers.get("set-auth-token") as string;
      return { bearer, refresh: bearer };
    },
    sessionRead: (bearer) => ({
      method: "GET",
      path: "/api/auth/get-session",
      headers: { authorization: `Bearer ${bearer}` },
    }),
    // Better Auth has no refresh token: its counterpart is a new JWT for the session (jwt plugin).
    token: (pool) => ({
      method: "GET",
      path: "/api/auth/token",
      setupRequest: (request) => {
        const bearer = pool.shift() as string;
        pool.push(bearer);
        return { ...request, headers: { authorization: `Bearer ${bearer}` } };
      },
    }),
  };
}

interface Row {
  flow: string;
  server: string;
  "flows/s": number;
  "p99 ms": number;
  "server CPU ms/flow": number;
  "PostgreSQL CPU ms/flow": number;
  /** This process (autocannon, and the SIWE keys and signatures): what it takes is the servers' to lose. */
  "generator CPU ms/flow": number;
  errors: number;
}

async function measure(
  server: Server,
  child: ChildProcess,
  postmaster: number,
  flow: string,
  /** Called for the warm-up and again for the timed run (a refresh pool loses the tokens in flight at a stop). */
  requestsFor: () => Promise<CannonRequest[]>,
  perFlow: number,
): Promise<Row> {
  // Untimed first: both servers are measured with their code compiled by the JIT, not while it compiles.
  if (warmup > 0) {
    const requests = await requestsFor();
    await autocannon({ url: server.url, connections, duration: warmup, headers: server.headers, requests });
  }
  const requests = await requestsFor();
  const serverBefore = cpuMs(child.pid as number);
  const pgBefore = clusterCpuMs(postmaster);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({ url: server.url, connections, duration, headers: server.headers, requests });
  const generator = process.cpuUsage(generatorBefore);
  const flows = result.requests.total / perFlow;
  return {
    flow,
    server: server.name,
    "flows/s": Math.round(flows / result.duration),
    "p99 ms": result.latency.p99,
    "server CPU ms/flow": Number(((cpuMs(child.pid as number) - serverBefore) / flows).toFixed(2)),
    "PostgreSQL CPU ms/flow": Number(((clusterCpuMs(postmaster) - pgBefore) / flows).toFixed(2)),
    "generator CPU ms/flow": Number(((generator.user + generator.system) / 1000 / flows).toFixed(2)),
    errors: result.errors + result.non2xx,
  };
}

const postmaster = await postmasterPid();
const rows: Row[] = [];
const name = base.pathname.slice(1) || "postgres";
for (const [script, args, make, db] of [
  // Codes in memory, as Better Auth's bench hook keeps them (see sustainedServer.mjs).
  ["sustainedServer.mjs", ["--codes-in-memory"], foyer, `${name}_foyer`],
  ["betterAuthServer.mjs", [], betterAuth, `${name}_better_auth`],
] as const) {
  const { url, child } = await startProcess(script, [...args], await freshDatabase(db));
  try {
    const server = make(url);
    const signIns = () => Promise.all(Array.from({ length: connections }, () => server.signIn()));
    rows.push(await measure(server, child, postmaster, "email-code login", async () => server.login, 3));
    rows.push(await measure(server, child, postmaster, "SIWE login", async () => server.siweLogin, 2));
    const [session] = await signIns();
    const read = async () => [server.sessionRead(session?.bearer as string)];
    rows.push(await measure(server, child, postmaster, "session read", read, 1));
    const token = async () => [server.token((await signIns()).map((s) => s.refresh))];
    rows.push(await measure(server, child, postmaster, "token (Foyer: refresh; BA: /token)", token, 1));
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}
rows.sort((a, b) => a.flow.localeCompare(b.flow));
console.log(
  `\nFoyer vs Better Auth, same PostgreSQL, ${connections} connections, ${duration} s per flow after ${warmup} s of warm-up`,
);
console.table(rows);
console.log(
  "flows/s: email-code login = 3 requests (send, read the code, sign in); SIWE login = 2 (nonce, verify); the others 1.",
);
