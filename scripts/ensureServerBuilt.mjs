// Builds what `npm start` and `npm run server` run: the server as one esbuild bundle of its sources with
// @foyer/core and the dependencies inside (node_modules/.cache/foyer/server/cli.js), instead of the sources
// through tsx (2.4 s of CPU on every start) or the tsc output in dist/ (about 1,100 modules for Node's ESM
// loader to resolve and read, most of the 1.4 s of CPU a built start takes; one bundle takes half that).
// Code only some routes need stays in chunks loaded on first use (dynamic imports: passkeys, the dev OpenID
// provider, the local chain of the Farcaster stand-in). PGlite (its WebAssembly sits beside its modules)
// oidc-provider and LiteSVM (a native addon) stay external. Also builds the wallet frame's bundles and the prepared PGlite archive. A
// content stamp of the inputs (sources, migrations, manifests, the lock file) in node_modules/.cache/foyer/
// lets a start with nothing changed skip every step; the archive (an initdb) is rebuilt only when the
// migrations or the PGlite version changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { buildWalletFrame } from "./buildWalletFrame.mjs";
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

/**
 * A bundle has one `import.meta.url`; the sources resolve files next to themselves with it (migrations, the
 * PGlite archive, the wallet frame's bundles, packages through createRequire). Each source file gets its own
 * file URL in its place: the bundle runs only here, from this checkout.
 */
const ownMetaUrl = {
  name: "own-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      return {
        contents: text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
        loader: "ts",
      };
    });
  },
};

async function bundleServer() {
  rmSync(join(cacheDir, "server"), { recursive: true, force: true });
  await build({
    entryPoints: {
      cli: join(root, "packages/server/src/cli.ts"),
      // The package's entry point too, for benches that start a server from code (bench/sustainedServer.ts).
      index: join(root, "packages/server/src/index.ts"),
      pgliteArchive: join(root, "packages/server/src/db/pgliteArchive.ts"),
    },
    outdir: join(cacheDir, "server"),
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: ["@foyer/source"],
    external: ["@electric-sql/pglite", "oidc-provider", "pg-native", "litesvm"],
    // CommonJS dependencies inside an ES module bundle call require() for Node's built-in modules.
    banner: {
      js: 'import { createRequire as $foyerRequire } from "node:module"; const require = $foyerRequire(import.meta.url);',
    },
    plugins: [ownMetaUrl],
    logLevel: "warning",
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
    await bundleServer();
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
