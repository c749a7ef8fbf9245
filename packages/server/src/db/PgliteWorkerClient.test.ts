import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenDatabase, openDatabase } from "./openDatabase.ts";
import { PgliteWorkerClient } from "./PgliteWorkerClient.ts";

describe("PGlite in a worker thread behind drizzle", () => {
  let client: PgliteWorkerClient;
  let database: OpenDatabase;
  const statements: string[] = [];

  beforeAll(async () => {
    client = await PgliteWorkerClient.start({ loadDataDir: readFileSync(inject("pgliteDumpPath")) });
    database = await openDatabase({ pglite: client.asPglite(), onStatement: (text) => statements.push(text) });
  });
  afterAll(async () => {
    await database.close();
    await client.close();
  });

  it("answers queries with the migrated schema, and a failing statement keeps its SQLSTATE code", async () => {
    await database.db.execute(sql`insert into rate_limits (key, window_start, count) values ('w', now(), 1)`);
    const error = await database.db
      .execute(sql`insert into rate_limits (key, window_start, count) values ('w', now(), 2)`)
      .catch((caught: unknown) => caught);
    // The services map unique violations to catalogue errors by this code (read on the error or its cause).
    const codeOf = (e: unknown): unknown =>
      (e as { code?: unknown; cause?: unknown }).code ?? codeOf((e as { cause?: unknown }).cause ?? {});
    expect(codeOf(error)).toBe("23505");
  });

  it("runs with the server's Postgres settings (shared_buffers 16 MB, max_connections 5: resident memory)", async () => {
    const pglite = client.asPglite();
    const buffers = await pglite.query<{ shared_buffers: string }>("show shared_buffers");
    expect(buffers.rows[0]?.shared_buffers).toBe("16MB");
    const connections = await pglite.query<{ max_connections: string }>("show max_connections");
    expect(connections.rows[0]?.max_connections).toBe("5");
  });

  it("commits a transaction as one, rolls back a failed one, and counts BEGIN and COMMIT", async () => {
    statements.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into rate_limits (key, window_start, count) values ('t1', now(), 1)`);
    });
    expect(statements[0]).toBe("BEGIN");
    expect(statements.at(-1)).toBe("COMMIT");
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into rate_limits (key, window_start, count) values ('t2', now(), 1)`);
        throw new Error("undo");
      })
      .catch(() => undefined);
    const { rows } = (await database.db.execute(
      sql`select key from rate_limits where key in ('t1', 't2') order by key`,
    )) as unknown as { rows: { key: string }[] };
    expect(rows).toEqual([{ key: "t1" }]);
  });

  it("delivers NOTIFY to a listener until it unsubscribes", async () => {
    const payloads: string[] = [];
    let arrived: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const states: boolean[] = [];
    const unlisten = await database.listen("worker_test", {
      message: (payload) => {
        payloads.push(payload);
        arrived();
      },
      state: (listening) => states.push(listening),
    });
    await database.db.execute(sql`select pg_notify('worker_test', 'one')`);
    await first;
    await unlisten();
    await database.db.execute(sql`select pg_notify('worker_test', 'two')`);
    await database.db.execute(sql`select 1`);
    expect(payloads).toEqual(["one"]);
    expect(states).toEqual([true]);
  });
});

describe("the server's path: a new data directory from the prepared archive, opened in the worker", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-worker-dir-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is extracted (by a process of its own), opens migrated with the settings, and keeps its data", async () => {
    const dataDir = join(dir, "data");
    const archive = inject("pgliteDumpPath");
    const first = await PgliteWorkerClient.start({ dataDir, archive });
    expect(existsSync(join(dataDir, ".foyer-extracting"))).toBe(false);
    const pglite = first.asPglite();
    const applied = await pglite.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0]?.n).toBeGreaterThan(0);
    const connections = await pglite.query<{ max_connections: string }>("show max_connections");
    expect(connections.rows[0]?.max_connections).toBe("5");
    await pglite.exec("insert into rate_limits (key, window_start, count) values ('kept', now(), 3)");
    await first.close();

    const again = await PgliteWorkerClient.start({ dataDir, archive });
    const kept = await again.asPglite().query<{ count: number }>("select count from rate_limits where key = 'kept'");
    expect(kept.rows).toEqual([{ count: 3 }]);
    await again.close();
  });
});
