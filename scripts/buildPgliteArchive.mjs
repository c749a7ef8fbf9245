// Writes packages/server/dist/pglite/migrated-<PGlite version>.tar.gz: a new PGlite database with the core's
// migrations applied. A server whose PGlite data directory is new loads it instead of running initdb
// (packages/server/src/db/pgliteArchive.ts). Run by `npm run build` after the server's dist/ is built.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./publishedPackages.mjs";

export async function buildPgliteArchive() {
  const { writePgliteArchive } = await import(
    pathToFileURL(join(root, "packages/server/dist/db/pgliteArchive.js")).href
  );
  return writePgliteArchive();
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await buildPgliteArchive());
