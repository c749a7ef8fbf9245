import { closeSync, createReadStream, existsSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { createGunzip } from "node:zlib";

/** Present while a data directory is being extracted: a start that finds it extracts again. */
const EXTRACTING = ".foyer-extracting";

const BLOCK = 512;

/**
 * Whether `dataDir` needs the prepared archive: missing, empty, or left half-extracted by a start that
 * stopped during the extraction.
 */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0 || existsSync(join(dataDir, EXTRACTING));
}

/** A NUL-terminated ASCII field of a tar header. */
const field = (header: Buffer, start: number, length: number) =>
  header.toString("latin1", start, start + length).replace(/\0.*$/s, "");

/**
 * Extracts a data directory archive (PGlite's dumpDataDir: a tar, gzipped or not) into `dataDir`, streaming:
 * PGlite's own `loadDataDir` inflates the whole archive (about 40 MB) in memory and copies it again to
 * untar it, and the resident memory it touches stays with the process (about 70 MB more than a start on an
 * existing directory, after garbage collection). Only directories and regular files occur in the archive;
 * anything else, or a name leading outside `dataDir`, fails the start.
 */
export async function extractPgliteArchive(archive: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const root = resolve(dataDir);
  closeSync(openSync(join(root, EXTRACTING), "w"));
  const first = await new Promise<Buffer>((done, failed) => {
    const head = createReadStream(archive, { start: 0, end: 1 });
    head.once("data", (chunk) => done(chunk as Buffer));
    head.once("error", failed);
  });
  const raw = createReadStream(archive);
  const stream = first[0] === 0x1f && first[1] === 0x8b ? raw.pipe(createGunzip()) : raw;

  let pending: Buffer = Buffer.alloc(0);
  let file: { fd: number; left: number } | null = null;
  let skip = 0;
  let ended = false;
  const pathOf = (name: string) => {
    const path = resolve(root, `.${sep}${name.replace(/^\/+/, "")}`);
    if (path !== root && !path.startsWith(root + sep))
      throw new Error(`Archive entry outside the data directory: ${name}`);
    return path;
  };
  for await (const chunk of stream) {
    const buffer = pending.length > 0 ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let at = 0;
    while (!ended) {
      if (file) {
        const n = Math.min(file.left, buffer.length - at);
        writeSync(file.fd, buffer, at, n);
        at += n;
        file.left -= n;
        if (file.left > 0) break;
        closeSync(file.fd);
        file = null;
      }
      if (skip > 0) {
        const n = Math.min(skip, buffer.length - at);
        at += n;
        skip -= n;
        if (skip > 0) break;
      }
      if (buffer.length - at < BLOCK) break;
      const header = buffer.subarray(at, at + BLOCK);
      at += BLOCK;
      if (header.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const prefix = field(header, 345, 155);
      const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
      const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
      const type = String.fromCharCode(header[156] ?? 0);
      const path = pathOf(name);
      if (type === "5") {
        mkdirSync(path, { recursive: true, mode: 0o700 });
      } else if (type === "0" || type === "\0") {
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        file = { fd: openSync(path, "w", 0o600), left: size };
        if (size === 0) {
          closeSync(file.fd);
          file = null;
        }
      } else {
        throw new Error(`Unexpected archive entry type ${JSON.stringify(type)}: ${name}`);
      }
      skip = (BLOCK - (size % BLOCK)) % BLOCK;
    }
    pending = buffer.subarray(at);
  }
  if (file) throw new Error("The data directory archive ends inside a file.");
  rmSync(join(root, EXTRACTING));
}
