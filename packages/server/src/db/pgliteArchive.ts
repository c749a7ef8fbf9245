import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { extractPgliteArchive, isNewDataDir } from "./extractPgliteArchive.ts";
import { migrationsFolder } from "./migrationsFolder.ts";
import { PGLITE_SETTINGS } from "./pgliteSettings.ts";

/** The PGlite version this server runs: a data directory archive only fits the version that wrote it. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve("@electric-sql/pglite"));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * Where the prepared archive of a new data directory is: `dist/pglite/`, written by `npm run build`
 * (scripts/buildPgliteArchive.mjs) and shipped in the package. Named after the PGlite version.
 */
export function pgliteArchivePath(): string {
  return join(fileURLToPath(new URL("../../dist/pglite/", import.meta.url)), `migrated-${pgliteVersion()}.tar.gz`);
}

/**
 * A new database with the core's migrations applied, as a data directory archive (PGlite's dumpDataDir):
 * loading it skips initdb (seconds and hundreds of MB on first start) and the core's migrations. The test
 * setup dumps one per run the same way.
 */
export async function dumpMigratedPglite(compression: "gzip" | "none"): Promise<Blob> {
  const pglite = new PGlite();
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    return await pglite.dumpDataDir(compression);
  } finally {
    await pglite.close();
  }
}

/** Writes the archive openPglite starts new data directories from (build time). Answers its path. */
export async function writePgliteArchive(path = pgliteArchivePath()): Promise<string> {
  const archive = await dumpMigratedPglite("gzip");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.from(await archive.arrayBuffer()));
  return path;
}

/**
 * Prepares the PGlite data directory `dataDir` for opening: a new one (missing, empty or half-extracted) is
 * extracted from the prepared archive when it is there for this PGlite version (extractPgliteArchive.ts);
 * without it PGlite runs initdb (running from sources without a build).
 */
export async function prepareDataDir(dataDir: string, archive = pgliteArchivePath()): Promise<void> {
  if (isNewDataDir(dataDir) && existsSync(archive)) await extractPgliteArchive(archive, dataDir);
  mkdirSync(dataDir, { recursive: true });
}

/** Opens the PGlite data directory `dataDir` in this thread, prepared by prepareDataDir. */
export async function openPglite(dataDir: string, archive = pgliteArchivePath()): Promise<PGlite> {
  await prepareDataDir(dataDir, archive);
  return new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
}
