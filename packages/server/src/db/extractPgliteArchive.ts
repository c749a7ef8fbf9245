import { closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { extract } from "tar";

/** Present while a data directory is being extracted: a start that finds it extracts again. */
const EXTRACTING = ".foyer-extracting";

/**
 * Whether `dataDir` needs the prepared archive: missing, empty, or left half-extracted by a start that
 * stopped during the extraction.
 */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0 || existsSync(join(dataDir, EXTRACTING));
}

/**
 * Extracts a data directory archive (PGlite's dumpDataDir: a tar, gzipped or not) into `dataDir`, streaming
 * with node-tar: PGlite's own `loadDataDir` inflates the whole archive (about 40 MB) in memory and copies it
 * again to untar it, and the resident memory it touches stays with the process (about 70 MB more than a start
 * on an existing directory, after garbage collection). A corrupt entry or a name leading outside `dataDir`
 * (through `..`) fails the start instead of being skipped with a warning.
 */
export async function extractPgliteArchive(archive: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const root = resolve(dataDir);
  closeSync(openSync(join(root, EXTRACTING), "w"));
  // PGlite writes its entries with a leading "/" (node-tar strips it, as it should); an entry through ".." is
  // skipped by node-tar with a warning, which fails the start here instead of leaving a partial directory.
  let refused: string | undefined;
  await extract({
    file: archive,
    cwd: root,
    onwarn: (code, message) => {
      if (code !== "TAR_ENTRY_INFO") refused ??= `${code}: ${String(message)}`;
    },
  });
  if (refused) throw new Error(`Archive entry outside the data directory or unreadable: ${refused}`);
  rmSync(join(root, EXTRACTING));
}
