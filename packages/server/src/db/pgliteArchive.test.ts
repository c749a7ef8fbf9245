import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { create as createTar } from "tar";
import { afterAll, describe, expect, inject, it } from "vitest";
import { extractPgliteArchive, isNewDataDir } from "./extractPgliteArchive.ts";
import { openPglite } from "./pgliteArchive.ts";

describe("a new PGlite data directory from the prepared archive", () => {
  const dir = mkdtempSync(join(tmpdir(), "foyer-archive-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts migrated (no initdb, no core migration to run), and an existing directory keeps its data", async () => {
    // The test setup's dump is made by dumpMigratedPglite, as the build's archive is (writePgliteArchive).
    const archive = inject("pgliteDumpPath");
    const dataDir = join(dir, "data");
    const fresh = await openPglite(dataDir, archive);
    const applied = await fresh.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0]?.n).toBeGreaterThan(0);
    await fresh.exec("insert into rate_limits (key, window_start, count) values ('kept', now(), 7)");
    await fresh.close();

    // Not new any more: opened as it is, never overwritten by the archive.
    const again = await openPglite(dataDir, archive);
    const kept = await again.query<{ count: number }>("select count from rate_limits where key = 'kept'");
    expect(kept.rows).toEqual([{ count: 7 }]);
    await again.close();
  });

  it("extracts again a directory a stopped start left half-extracted, and refuses entries outside it", async () => {
    const archive = inject("pgliteDumpPath");
    const dataDir = join(dir, "half");
    await extractPgliteArchive(archive, dataDir);
    // As a start stopped during the extraction leaves it: the marker, a file cut short.
    writeFileSync(join(dataDir, ".foyer-extracting"), "");
    writeFileSync(join(dataDir, "PG_VERSION"), "");
    expect(isNewDataDir(dataDir)).toBe(true);
    const pglite = await openPglite(dataDir, archive);
    expect(existsSync(join(dataDir, ".foyer-extracting"))).toBe(false);
    const applied = await pglite.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0]?.n).toBeGreaterThan(0);
    await pglite.close();

    // An archive naming a file through "..": written as is (preservePaths), as a tampered archive would be.
    mkdirSync(join(dir, "inside"), { recursive: true });
    writeFileSync(join(dir, "escaped"), "not from the archive");
    const evil = join(dir, "evil.tar");
    await createTar({ file: evil, cwd: join(dir, "inside"), preservePaths: true }, ["../escaped"]);
    rmSync(join(dir, "escaped"));
    await expect(extractPgliteArchive(evil, join(dir, "evil"))).rejects.toThrow(/outside the data directory/);
    expect(existsSync(join(dir, "escaped"))).toBe(false);
  });

  it("opens with the server's Postgres settings (shared_buffers 16 MB, max_connections 5: resident memory)", async () => {
    const pglite = await openPglite(join(dir, "settings"), inject("pgliteDumpPath"));
    const buffers = await pglite.query<{ shared_buffers: string }>("show shared_buffers");
    expect(buffers.rows[0]?.shared_buffers).toBe("16MB");
    const connections = await pglite.query<{ max_connections: string }>("show max_connections");
    expect(connections.rows[0]?.max_connections).toBe("5");
    await pglite.close();
  });
});
