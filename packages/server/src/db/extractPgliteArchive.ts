import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

/** Present while a data directory is being extracted: a start that finds it extracts again. */
const EXTRACTING = ".foyer-extracting";

/** The exit code of the extraction process when an entry was refused (through `..`, or unreadable). */
const REFUSED = 3;

/**
 * The extraction process's code (CommonJS for `node -e`; arguments: node-tar's path, the archive, the data
 * directory). PGlite writes its entries with a leading "/" (node-tar strips it, as it should); an entry
 * through ".." is skipped by node-tar with a warning, which fails the start here instead of leaving a
 * partial directory.
 */
const EXTRACT_SOURCE = `
const [tarPath, file, cwd] = process.argv.slice(1);
const { extract } = require(tarPath);
let refused;
const onwarn = (code, message) => {
  if (code !== "TAR_ENTRY_INFO") refused ??= code + ": " + String(message);
};
extract({ file, cwd, onwarn }).then(
  () => {
    if (refused) {
      process.stderr.write(refused);
      process.exitCode = ${REFUSED};
    }
  },
  (error) => {
    process.stderr.write(String(error && error.stack ? error.stack : error));
    process.exitCode = 1;
  },
);
`;

/**
 * Whether `dataDir` needs the prepared archive: missing, empty, or left half-extracted by a start that
 * stopped during the extraction.
 */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0 || existsSync(join(dataDir, EXTRACTING));
}

/**
 * Extracts a data directory archive (PGlite's dumpDataDir: a tar, gzipped or not) into `dataDir`, with
 * node-tar in a short-lived Node process of its own. In the server's process the extraction left its
 * memory behind: gunzip inflates the WAL segment's 16 MB of zeros from a few KB of input at once, and the
 * freed buffers stayed in the C heap (33 MB more [heap] than a start on an existing directory, 45-55 MB more
 * RSS at the first 200; bench/README.md). A process that exits returns all of it, for about 0.08 s more CPU
 * (a Node process's start) on the first start only. (PGlite's own `loadDataDir` was worse: the whole archive inflated, then copied to
 * untar.) A corrupt entry or a name leading outside `dataDir` (through `..`) fails the start instead of
 * being skipped with a warning.
 */
export async function extractPgliteArchive(archive: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const root = resolve(dataDir);
  closeSync(openSync(join(root, EXTRACTING), "w"));
  const tarPath = createRequire(import.meta.url).resolve("tar");
  const child = spawn(process.execPath, ["-e", EXTRACT_SOURCE, tarPath, archive, root], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((done, failed) => {
    child.once("error", failed);
    child.once("close", done);
  });
  if (code === REFUSED) throw new Error(`Archive entry outside the data directory or unreadable: ${stderr}`);
  if (code !== 0) throw new Error(`Extracting the PGlite archive ${archive} failed (exit ${code}): ${stderr}`);
  rmSync(join(root, EXTRACTING));
}
