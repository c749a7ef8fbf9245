// Vitest globalSetup of the "server" project. PGlite's cold start (initdb) takes seconds, so it runs once
// here: one migrated database is dumped to a temp file, and every test file starts from a copy of it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { dumpMigratedPglite } from "../db/pgliteArchive.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory dump (tar). */
    pgliteDumpPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "foyer-test-"));
  const dump = await dumpMigratedPglite("none");
  const path = join(dir, "migrated.tar");
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDumpPath", path);
  return () => rmSync(dir, { recursive: true, force: true });
}
