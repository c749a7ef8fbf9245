import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { prepareDataDir } from "./pgliteArchive.ts";
import { PGLITE_SETTINGS, PGLITE_WORKER_RESOURCE_LIMITS, PGLITE_WORKER_V8_FLAGS } from "./pgliteSettings.ts";
import { PGLITE_WORKER_SOURCE } from "./pgliteWorkerSource.ts";

/** Where the worker's database comes from: a data directory, a data directory dump, or a new one in memory. */
export interface PgliteWorkerOptions {
  /** Data directory; a new (missing or empty) one starts from the prepared archive when there is one. */
  dataDir?: string;
  /** A dump (dumpDataDir) to load into a new database: tests load the migrated dump of the run. */
  loadDataDir?: Uint8Array;
  /** The prepared archive a new `dataDir` starts from (default: the build's, pgliteArchivePath()). */
  archive?: string;
}

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Pending = { resolve(value: unknown): void; reject(error: unknown): void };

/** The error the worker reported, with its fields (`code`, `constraint`...) on it as PGlite set them. */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message));
  Object.assign(error, plain);
  return error;
}

/**
 * PGlite running in a worker thread, seen through the part of PGlite's API the server uses: `query`,
 * `exec`, `transaction`, `listen`, `close` and `closed` (what drizzle's PGlite driver, the statement counter
 * and the app cache call). The WebAssembly Postgres then runs on its own thread and the API's event loop
 * only posts messages. Query parsers cross the thread as the type ids they cover: drizzle only passes
 * identity parsers (it maps dates itself).
 */
export class PgliteWorkerClient {
  closed = false;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #subscriptions = new Map<number, (payload: string) => void>();
  #nextId = 1;
  readonly ready: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.on("message", (message) => {
        if (message.ready) resolve();
        else if (message.failed) reject(errorFrom(message.failed));
        else if (message.notify !== undefined) this.#subscriptions.get(message.notify)?.(message.payload);
        else {
          const pending = this.#pending.get(message.id);
          this.#pending.delete(message.id);
          if (this.#pending.size === 0) worker.unref();
          if (message.error) pending?.reject(errorFrom(message.error));
          else pending?.resolve(message.result);
        }
      });
      worker.on("error", (error) => {
        reject(error);
        this.#failAll(error);
      });
      worker.on("exit", () => {
        this.closed = true;
        this.#failAll(new Error("The PGlite worker stopped."));
      });
    });
  }

  /** Starts the worker and waits until its database is open. */
  static async start(options: PgliteWorkerOptions = {}): Promise<PgliteWorkerClient> {
    const { dataDir, loadDataDir, archive } = options;
    // Extracted before the worker opens it as an existing directory, by a process of its own
    // (extractPgliteArchive.ts).
    if (dataDir !== undefined) await prepareDataDir(dataDir, archive);
    const worker = new Worker(PGLITE_WORKER_SOURCE, {
      eval: true,
      resourceLimits: PGLITE_WORKER_RESOURCE_LIMITS,
      workerData: {
        pgliteUrl: pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href,
        dataDir,
        loadDataDir,
        settings: PGLITE_SETTINGS,
        // FOYER_PGLITE_V8_FLAGS="" gives V8's default tiering back (pgliteSettings.ts: memory against speed).
        v8Flags: process.env.FOYER_PGLITE_V8_FLAGS ?? PGLITE_WORKER_V8_FLAGS,
      },
    });
    const client = new PgliteWorkerClient(worker);
    try {
      await client.ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    // Like PGlite in process, an idle worker does not keep the process alive (a script that never closes
    // the server still exits); it is referenced while a statement is on its way.
    worker.unref();
    return client;
  }

  #failAll(error: unknown): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(op: string, message: Record<string, unknown> = {}): Promise<T> {
    if (this.closed) return Promise.reject(new Error("The PGlite worker is closed."));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, op, ...message });
    });
  }

  #query(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const shape = options && {
      rowMode: options.rowMode,
      identityOids: Object.keys(options.parsers ?? {}).map(Number),
    };
    return this.#call("query", { tx, sql, params, options: shape });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#query(undefined, sql, params, options);
  }

  exec(sql: string) {
    return this.#call("exec", { sql });
  }

  /** PGlite's transaction, held open in the worker until the callback settles (commit) or throws (rollback). */
  async transaction<T>(callback: (tx: unknown) => Promise<T>): Promise<T> {
    const id = await this.#call<number>("begin");
    const tx = {
      closed: false,
      query: (sql: string, params?: unknown[], options?: QueryOptions) => this.#query(id, sql, params, options),
      sql: () => Promise.reject(new Error("sql`` is not supported over the PGlite worker.")),
      exec: (sql: string) => this.#call("exec", { tx: id, sql }),
      rollback: () => Promise.reject(new Error("Throw from the transaction callback to roll back.")),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.closed = true;
      await this.#call("end", { tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    tx.closed = true;
    await this.#call("end", { tx: id, commit: true });
    return result;
  }

  /** LISTEN in the worker; each NOTIFY payload is posted back. Answers a function that unsubscribes. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const subscription = this.#nextId++;
    this.#subscriptions.set(subscription, callback);
    await this.#call("listen", { channel, subscription });
    return async () => {
      this.#subscriptions.delete(subscription);
      await this.#call("unlisten", { subscription });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.#call("close").catch(() => undefined);
    this.closed = true;
    await this.#worker.terminate();
  }

  /** This client typed as the PGlite drizzle and the statement counter take (the methods they call). */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
