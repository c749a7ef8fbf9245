import { randomBytes } from "node:crypto";
import type { WireAuthResponse } from "@foyer/core";
import pg from "pg";
import type { MailboxEntry } from "../delivery/DevMailbox.ts";
import type { Logger } from "../Logger.ts";
import { type StartedServer, type StartServerOptions, startServer } from "../startServer.ts";
import type { Backend } from "./backends.ts";
import { openMigratedPglite, openMigratedPgliteWorker } from "./openMigratedPglite.ts";

export interface TestServerOptions
  extends Omit<StartServerOptions, "pglite" | "databaseUrl" | "dataDir" | "now" | "port" | "hostname"> {
  /** Default: embedded PGlite. */
  backend?: Backend;
  /** App the helpers send in `foyer-app-id`. Default "foyer-dev". */
  appId?: string;
}

export interface RequestOptions {
  /** Access token sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  /** Overrides the `foyer-app-id` header; null leaves it out. */
  appId?: string | null;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
  body: any;
}

/** A real Foyer server on a random loopback port, with a movable clock and request helpers. */
export interface TestServer {
  url: string;
  appId: string;
  started: StartedServer;
  /** Every line logged by the server (level + message + fields). */
  logs: string[];
  /**
   * Every SQL statement the server sent (BEGIN and COMMIT included), oldest first; empty it
   * (`statements.length = 0`) before the calls to count.
   */
  statements: string[];
  /** POST JSON (a string body is sent verbatim, for malformed-input tests). */
  post(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse>;
  get(path: string, options?: RequestOptions): Promise<TestResponse>;
  /** The code of the newest message to `address`, read from /dev/mailbox.json. */
  readCode(address: string): Promise<string>;
  mailbox(address?: string): Promise<MailboxEntry[]>;
  /** init + read code + authenticate. */
  login(email: string): Promise<WireAuthResponse>;
  /**
   * The server's clock: real time plus an offset, or frozen (`freeze()`, until the returned thaw) for tests that
   * assert a duration to the second, which a loaded machine would otherwise move under them.
   */
  clock: { now(): number; set(ms: number): void; advance(ms: number): void; freeze(): () => void };
  close(): Promise<void>;
}

/**
 * Fresh database for one test file: a copy of the migrated PGlite dump, or a new PostgreSQL database.
 * `options` open it (pass them to startServer; several servers may share them); `drop` discards it.
 */
export async function openTestDatabase(backend: Backend | undefined) {
  if (backend?.name === "postgres" && backend.url) {
    const name = `foyer_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: backend.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(backend.url);
    url.pathname = `/${name}`;
    return {
      options: { databaseUrl: url.toString() },
      async drop() {
        const dropper = new pg.Client({ connectionString: backend.url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  // Only when asked for: a worker per test server would slow the suite (each starts its own WebAssembly).
  const pglite = process.env.FOYER_PGLITE_WORKER === "1" ? await openMigratedPgliteWorker() : openMigratedPglite();
  return { options: { pglite }, drop: () => pglite.close() };
}

/**
 * Starts a server for a test file. Caps per IP are raised (every test request comes from 127.0.0.1);
 * tests of the caps pass their own `rateLimits`. Close it in afterAll.
 *
 * @example
 * const t = await createTestServer({ backend });
 * const { token } = await t.login("ada@example.com");
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { backend, appId = "foyer-dev", ...serverOptions } = options;
  const database = await openTestDatabase(backend);
  let offset = 0;
  let frozenAt: number | undefined;
  const now = () => frozenAt ?? Date.now() + offset;
  const logs: string[] = [];
  const statements: string[] = [];
  const record =
    (level: string): Logger["info"] =>
    (message, fields) =>
      logs.push(`${level} ${message}${fields ? ` ${JSON.stringify(fields)}` : ""}`);
  const logger: Logger = { info: record("info"), warn: record("warn"), error: record("error") };
  let started: StartedServer;
  try {
    started = await startServer({
      mode: "development",
      logger,
      // Master keys of this test server only (production refuses to start without keys); tests of key
      // handling pass their own keyFile, walletKeys or keyProvider.
      ...(serverOptions.keyProvider || serverOptions.walletKeys || serverOptions.keyFile
        ? {}
        : { walletKeys: { authKey: randomBytes(32).toString("hex"), recoveryKey: randomBytes(32).toString("hex") } }),
      ...serverOptions,
      rateLimits: { codeSendsPerIpPerHour: 10_000, ...serverOptions.rateLimits },
      ...database.options,
      onStatement: (sql) => statements.push(sql),
      now,
      port: 0,
      hostname: "127.0.0.1",
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const { url } = started;

  const send = async (path: string, init: RequestInit, options: RequestOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...options.headers };
    const app = options.appId === undefined ? appId : options.appId;
    if (app !== null) headers["foyer-app-id"] = app;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (init.body !== undefined) headers["content-type"] ??= "application/json";
    const response = await fetch(`${url}${path}`, { ...init, headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, body };
  };

  const mailbox = async (address?: string): Promise<MailboxEntry[]> => {
    const query = address ? `?to=${encodeURIComponent(address)}` : "";
    return (await fetch(`${url}/dev/mailbox.json${query}`)).json() as Promise<MailboxEntry[]>;
  };

  const testServer: TestServer = {
    url,
    appId,
    started,
    logs,
    statements,
    post: (path, body, options) =>
      send(path, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body ?? {}) }, options),
    get: (path, options) => send(path, { method: "GET" }, options),
    mailbox,
    async readCode(address) {
      const [latest] = await mailbox(address);
      if (!latest?.code) throw new Error(`No code in the dev mailbox for ${address}`);
      return latest.code;
    },
    async login(email) {
      const init = await testServer.post("/api/v1/passwordless/init", { email });
      if (init.status !== 200) throw new Error(`init failed: ${init.status} ${JSON.stringify(init.body)}`);
      const code = await testServer.readCode(email);
      const auth = await testServer.post("/api/v1/passwordless/authenticate", { email, code });
      if (auth.status !== 200) throw new Error(`authenticate failed: ${auth.status} ${JSON.stringify(auth.body)}`);
      return auth.body as WireAuthResponse;
    },
    clock: {
      now,
      set: (ms) => {
        if (frozenAt !== undefined) frozenAt = ms;
        else offset = ms - Date.now();
      },
      advance: (ms) => {
        if (frozenAt !== undefined) frozenAt += ms;
        else offset += ms;
      },
      freeze: () => {
        frozenAt = now();
        return () => {
          // Time moves again from where the frozen clock stood.
          if (frozenAt !== undefined) offset = frozenAt - Date.now();
          frozenAt = undefined;
        };
      },
    },
    async close() {
      await started.close();
      await database.drop();
    },
  };
  return testServer;
}
