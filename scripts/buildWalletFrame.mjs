// Bundles the wallet frame's scripts (packages/wallet-frame: the hidden signing frame, the export page and
// the new-device verification page) into the server package: packages/server/dist/wallet-frame/
// {frame,export,verify}-<content hash>.js, the chunks they load (<name>-<content hash>.js), and manifest.json
// naming them, which the server serves from the wallet origin (immutable: a changed bundle has a new name). One copy per major version of the shared
// crypto packages (scripts/dedupePackages.mjs). Run by `npm run build`, `npm start`, `npm run server` and the
// test setup; `node scripts/buildWalletFrame.mjs` alone rebuilds it.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { build } from "esbuild";
import { dedupePackages } from "./dedupePackages.mjs";
import { root } from "./publishedPackages.mjs";

const frameDir = join(root, "packages/wallet-frame");
const CRYPTO_PACKAGES = ["@noble/curves", "@noble/hashes", "@scure/base"];
/**
 * One major of each crypto package in the frame: viem, ox and @scure/bip32 need 1.x (secp256k1's 1.x
 * signature objects); the frame's own code (ed25519 sign and public keys, sha256/sha512/hmac, base58/base64)
 * uses only API 1.x has too, so its 2.x imports resolve to the 1.x copy: one copy of the curves, hashes and
 * encodings instead of two (walletFrameAssets.test.ts checks the bundle).
 */
export const FRAME_MAJORS = { "@noble/curves": "1", "@noble/hashes": "1", "@scure/base": "1" };
export const walletFrameOutDir = join(root, "packages/server/dist/wallet-frame");

const PAGES = { frame: "src/main.ts", export: "src/exportMain.ts", verify: "src/verifyMain.ts" };

const UNUSED = "frame-unused-dynamic-import";
/**
 * Splits only at the frame's own dynamic imports (wallet-frame/src). esbuild makes a chunk of every
 * `import()` target it parses, dead code included, and keeps that chunk's code (viem's Tempo and CCIP code,
 * @foyer/core's API groups) in the shared chunks: 30 KB more for the frame's chains. Any other `import()`
 * resolves to one empty module; buildWalletFrame fails if a page can reach it (the import was live).
 */
const ownDynamicImportsOnly = {
  name: "own-dynamic-imports-only",
  setup(build) {
    const own = join(frameDir, "src/");
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" && args.importer && !args.importer.startsWith(own)
        ? { path: UNUSED, namespace: UNUSED }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: UNUSED }, () => ({ contents: "export {};", loader: "js" }));
  },
};

const options = (entryPoints) => ({
  entryPoints,
  bundle: true,
  // Chunks at the dynamic imports: each chain's key code (wallet-frame/src/loadChainKeys.ts), Ed25519 for
  // recovery proofs, Argon2id for a recovery password; and the code the pages share.
  splitting: true,
  format: "esm",
  minify: true,
  platform: "browser",
  target: "es2022",
  legalComments: "none",
  conditions: ["@foyer/source"],
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  metafile: true,
  write: false,
  plugins: [dedupePackages(CRYPTO_PACKAGES, [root, frameDir], FRAME_MAJORS), ownDynamicImportsOnly],
  outdir: walletFrameOutDir,
  logLevel: "warning",
});

/**
 * Bundles each page on its own, split at its dynamic imports: a page's first load is its script and the chunks
 * it imports statically; a chain's key code, Ed25519 and Argon2id (hash-wasm, only for a recovery password)
 * are chunks loaded on first use. Pages share no chunk: a chunk shared across pages keeps every export any
 * of them uses, which took the verification page from 41 to 60 KB. manifest.json:
 * `{ pages: { frame: "frame-<hash>.js", ... }, preload: { frame: ["chunk-<hash>.js", ...], ... },
 * chunks: ["argon2-<hash>.js", "ethereumKeys-<hash>.js", ...] }` (preload: what each page's script imports
 * statically; chunks: every script but the pages');
 * the server serves these names and no other. Answers the manifest, each output's bytes and the metafile
 * (the pages' builds' outputs together).
 */
export async function buildWalletFrame({ write = true } = {}) {
  const manifest = { pages: {}, preload: {}, chunks: [] };
  const files = new Map();
  const outputs = {};
  for (const [page, entry] of Object.entries(PAGES)) {
    const built = await build(options({ [page]: join(frameDir, entry) }));
    const script = Object.keys(built.metafile.outputs).find((path) => built.metafile.outputs[path].entryPoint);
    const reached = reachableOutputs(built.metafile.outputs, script);
    for (const path of reached) {
      if (built.metafile.outputs[path].entryPoint === `${UNUSED}:${UNUSED}`) {
        throw new Error(
          `The wallet frame page "${page}" can reach a dependency's dynamic import: bundle it on purpose`,
        );
      }
      outputs[path] = built.metafile.outputs[path];
      if (path !== script && !manifest.chunks.includes(basename(path))) manifest.chunks.push(basename(path));
    }
    manifest.pages[page] = basename(script);
    // What the script imports statically: the page's HTML preloads these beside it (one round trip, not two).
    const statics = reachableOutputs(built.metafile.outputs, script, ["import-statement"]);
    manifest.preload[page] = [...statics].filter((path) => path !== script).map((path) => basename(path));
    // Only what the page can load: the chunks of dead import() targets are dropped. A chunk two pages'
    // builds both made has one name, its content's hash, and the same bytes.
    for (const file of built.outputFiles) {
      if (reached.has(relative(root, file.path))) files.set(basename(file.path), file.contents);
    }
  }
  if (write) {
    // Written only once the build succeeded, over a clean directory (old hashed names would pile up).
    rmSync(walletFrameOutDir, { recursive: true, force: true });
    mkdirSync(walletFrameOutDir, { recursive: true });
    for (const [name, contents] of files) writeFileSync(join(walletFrameOutDir, name), contents);
    writeFileSync(join(walletFrameOutDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return { manifest, files, metafiles: { pages: { outputs } } };
}

/** The outputs a page's script loads through imports of `kinds` (default: now or on use), its own included. */
export function reachableOutputs(outputs, start, kinds = ["import-statement", "dynamic-import"]) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const edge of outputs[queue.shift()]?.imports ?? []) {
      if (edge.external || !kinds.includes(edge.kind) || seen.has(edge.path)) continue;
      seen.add(edge.path);
      queue.push(edge.path);
    }
  }
  return seen;
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log((await buildWalletFrame()).manifest);
