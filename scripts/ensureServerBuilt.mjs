// Builds what `npm start` and `npm run server` run: the server as one esbuild bundle of its sources with
// @foyer/core and the dependencies inside (node_modules/.cache/foyer/server/cli.js; scripts/bundleServer.mjs,
// which also makes the published package's bundle), instead of the sources through tsx (2.4 s of CPU on
// every start) or the tsc output in dist/ (about 1,500 modules for Node's ESM loader). Here the local chain
// of the Farcaster stand-in (@foyer/devchain) is bundled too, as a chunk loaded on first use. Also builds
// the wallet frame's bundles and the prepared PGlite archive. A
// content stamp of the inputs (sources, migrations, manifests, the lock file) in node_modules/.cache/foyer/
// lets a start with nothing changed skip every step; the archive (an initdb) is rebuilt only when the
// migrations or the PGlite version changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { buildWalletFrame } from "./buildWalletFrame.mjs";
import { bundleServer } from "./bundleServer.mjs";
import { root } from "./publishedPackages.mjs";

const cacheDir = join(root, "node_modules/.cache/foyer");
const stampFile = join(cacheDir, "server-build.json");
/** The bundled CLI: `node <serverBundle>` is `foyer`. */
export const serverBundle = join(cacheDir, "server/cli.js");
const codeInputs = [
  "package-lock.json",
  "tsconfig.base.json",
  "tsconfig.package.json",
  "scripts/ensureServerBuilt.mjs",
  "scripts/bundleServer.mjs",
  "scripts/buildWalletFrame.mjs",
  "scripts/dedupePackages.mjs",
  ...["core", "server", "devchain", "wallet-frame"].flatMap((name) => [
    `packages/${name}/package.json`,
    `packages/${name}/src`,
  ]),
];
const archiveInputs = ["packages/server/drizzle", "node_modules/@electric-sql/pglite/package.json"];

/** sha256 over every file under `paths` (relative path and content), in a fixed order; tests skipped. */
function hashOf(paths) {
  const hash = createHash("sha256");
  const add = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isFile()) {
      hash.update(`${path}\0`).update(readFileSync(full));
      return;
    }
    const files = readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .sort();
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  };
  for (const path of paths) add(path);
  return hash.digest("hex");
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, "utf8"));
  } catch {
    return {};
  }
}

async function bundleCache() {
  const outdir = join(cacheDir, "server");
  rmSync(outdir, { recursive: true, force: true });
  await bundleServer({
    entryPoints: {
      cli: join(root, "packages/server/src/cli.ts"),
      // The package's entry point too, for benches that start a server from code (bench/sustainedServer.mjs).
      index: join(root, "packages/server/src/index.ts"),
      pgliteArchive: join(root, "packages/server/src/db/pgliteArchive.ts"),
    },
    outdir,
  });
}

/** Builds whatever changed since the last call; resolves once the built server is ready to run. */
export async function ensureServerBuilt({ log = console.log } = {}) {
  const stamp = readStamp();
  const code = hashOf(codeInputs);
  const archive = hashOf(archiveInputs);
  const outputs = [serverBundle, join(root, "packages/server/dist/wallet-frame/manifest.json")];
  const codeCurrent = stamp.code === code && outputs.every((file) => existsSync(file));
  const archiveCurrent = stamp.archive === archive && existsSync(join(root, "packages/server/dist/pglite"));
  if (codeCurrent && archiveCurrent) return { built: false };

  const started = performance.now();
  if (!codeCurrent) {
    log("Building the server (first start, or its sources changed)...");
    await bundleCache();
    await buildWalletFrame();
  }
  if (!archiveCurrent) {
    log("Preparing the embedded database archive (once per migration change)...");
    const { writePgliteArchive } = await import(pathToFileURL(join(cacheDir, "server/pgliteArchive.js")).href);
    await writePgliteArchive();
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ code, archive })}\n`);
  log(`Server built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { built: true };
}

if (process.argv[1] === new URL(import.meta.url).pathname) await ensureServerBuilt();
