import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { countingPgClient, countingPglite, type StatementListener } from "./countStatements.ts";
import type { Database } from "./Database.ts";
import { type ChannelHandlers, listenPostgres } from "./listenPostgres.ts";
import { migrationsFolder } from "./migrationsFolder.ts";
import { PgliteWorkerClient } from "./PgliteWorkerClient.ts";
import { openPglite } from "./pgliteArchive.ts";
import { PGLITE_SETTINGS } from "./pgliteSettings.ts";

export { migrationsFolder } from "./migrationsFolder.ts";

export interface DatabaseOptions {
  /** PostgreSQL connection string; wins over everything else. */
  databaseUrl?: string;
  /** An already-open PGlite; the caller keeps ownership and closes it. */
  pglite?: PGlite;
  /** PGlite data directory; without it (and without the two above) the database lives in memory. */
  dataDir?: string;
  /** Told every SQL statement sent, BEGIN and COMMIT included (tests count round trips with it). */
  onStatement?: StatementListener;
  /**
   * Run PGlite in a worker thread (not with `pglite`), so queries do not block the API's event loop.
   * Default: on, unless `FOYER_PGLITE_WORKER=0` in the environment (bench/README.md has the figures).
   */
  pgliteWorker?: boolean;
}

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Subscribes to a NOTIFY channel (PostgreSQL: on a connection of its own; PGlite: on the PGlite itself, in its worker or in process). Answers a
   * function that unsubscribes; close() does too.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  /** Closes what this function opened (never a PGlite passed in by the caller). */
  close(): Promise<void>;
}

/** A plugin with tables of its own: its drizzle-kit migrations folder, tracked in a table of its own. */
export interface PluginMigrations {
  id: string;
  migrationsFolder?: string;
}

/** The core's migrations, then each plugin's (its journal in `drizzle.__foyer_<id>_migrations`). */
type MigrationSet = { migrationsFolder: string; migrationsTable?: string };

function migrationSets(plugins: readonly PluginMigrations[]): MigrationSet[] {
  return [
    { migrationsFolder },
    ...plugins.flatMap((plugin) =>
      plugin.migrationsFolder
        ? [{ migrationsFolder: plugin.migrationsFolder, migrationsTable: `__foyer_${plugin.id}_migrations` }]
        : [],
    ),
  ];
}

/** Any fixed number, the same in every Foyer process: the key of the migration lock. */
const MIGRATION_LOCK = 0x666f796572;

/**
 * Applies pending migrations holding a PostgreSQL advisory lock, so several Foyer processes starting at once
 * on one database (replicas behind a load balancer) migrate one after the other instead of colliding.
 */
async function migrateExclusively(pool: pg.Pool, sets: MigrationSet[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    for (const set of sets) await migratePg(drizzlePg({ client }), set);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Opens PostgreSQL (DATABASE_URL) or embedded PGlite and applies pending migrations (core, then plugins). */
export async function openDatabase(
  options: DatabaseOptions,
  plugins: readonly PluginMigrations[] = [],
): Promise<OpenDatabase> {
  const sets = migrationSets(plugins);
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(options.onStatement ? { Client: countingPgClient(options.onStatement) } : {}),
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool });
    try {
      await migrateExclusively(pool, sets);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: "postgres",
      async listen(channel, handlers) {
        const stop = await listenPostgres(databaseUrl, channel, handlers);
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      async close() {
        for (const unlisten of [...listeners]) await unlisten();
        await pool.end();
      },
    };
  }
  const owned = !options.pglite;
  // A new data directory starts from the prepared archive (no initdb); no directory: in memory.
  const inWorker = !options.pglite && (options.pgliteWorker ?? process.env.FOYER_PGLITE_WORKER !== "0");
  const client =
    options.pglite ??
    (inWorker
      ? (await PgliteWorkerClient.start({ dataDir: options.dataDir })).asPglite()
      : options.dataDir
        ? await openPglite(options.dataDir)
        : new PGlite({ startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] }));
  const db = drizzlePglite({ client: options.onStatement ? countingPglite(client, options.onStatement) : client });
  try {
    for (const set of sets) await migratePglite(db, set);
  } catch (error) {
    if (owned && !client.closed) await client.close();
    throw error;
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "pglite",
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.message);
      handlers.state(true);
      const unlisten = async () => {
        if (!listeners.delete(unlisten)) return;
        if (!client.closed) await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    close: async () => {
      for (const unlisten of [...listeners]) await unlisten();
      if (owned && !client.closed) await client.close();
    },
  };
}
