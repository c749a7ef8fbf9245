// Builds what `npm start` and `npm run server` run: the server from packages/server/dist (tsc output, no
// TypeScript loader at run time: tsx cost 2.4 s of CPU on every start), with @foyer/core's dist, the wallet
// frame's bundles, @foyer/devchain bundled to packages/devchain/dist (the dev Farcaster stand-in imports it)
// and the prepared PGlite archive. A content stamp of the inputs (sources, migrations, manifests, the lock
// file) in node_modules/.cache/foyer/ lets a start with nothing changed skip every step; the archive is
// rebuilt only when the migrations or the PGlite version changed (it takes an initdb).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { buildPgliteArchive } from "./buildPgliteArchive.mjs";
import { buildWalletFrame } from "./buildWalletFrame.mjs";
import { root } from "./publishedPackages.mjs";

const stampFile = join(root, "node_modules/.cache/foyer/server-build.json");
const codeInputs = [
  "package-lock.json",
  "tsconfig.base.json",
  "tsconfig.package.json",
  "scripts/ensureServerBuilt.mjs",
  "scripts/buildWalletFrame.mjs",
  "scripts/dedupePackages.mjs",
  ...["core", "server", "devchain", "wallet-frame"].flatMap((name) => [
    `packages/${name}/package.json`,
    `packages/${name}/src`,
  ]),
  "packages/core/tsconfig.build.json",
  "packages/server/tsconfig.build.json",
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

/** Bundles @foyer/devchain's entry (its dependencies stay external) to packages/devchain/dist/index.js. */
async function buildDevchain() {
  await build({
    entryPoints: [join(root, "packages/devchain/src/index.ts")],
    outfile: join(root, "packages/devchain/dist/index.js"),
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
}

/** Builds whatever changed since the last call; resolves once the built server is ready to run. */
export async function ensureServerBuilt({ log = console.log } = {}) {
  const stamp = readStamp();
  const code = hashOf(codeInputs);
  const archive = hashOf(archiveInputs);
  const outputs = [
    "packages/server/dist/cli.js",
    "packages/core/dist/index.js",
    "packages/devchain/dist/index.js",
    "packages/server/dist/wallet-frame/manifest.json",
  ];
  const codeCurrent = stamp.code === code && outputs.every((file) => existsSync(join(root, file)));
  const archiveCurrent = stamp.archive === archive && existsSync(join(root, "packages/server/dist/pglite"));
  if (codeCurrent && archiveCurrent) return { built: false };

  const started = performance.now();
  if (!codeCurrent) {
    log("Building the server (first start, or its sources changed)...");
    const tsc = join(root, "node_modules/.bin/tsc");
    const { status } = spawnSync(tsc, ["-b", "packages/server/tsconfig.build.json"], { cwd: root, stdio: "inherit" });
    if (status !== 0) throw new Error("tsc -b packages/server/tsconfig.build.json failed");
    await buildWalletFrame();
    await buildDevchain();
  }
  if (!archiveCurrent) {
    log("Preparing the embedded database archive (once per migration change)...");
    await buildPgliteArchive();
  }
  mkdirSync(join(root, "node_modules/.cache/foyer"), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ code, archive })}\n`);
  log(`Server built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { built: true };
}

if (process.argv[1] === new URL(import.meta.url).pathname) await ensureServerBuilt();
