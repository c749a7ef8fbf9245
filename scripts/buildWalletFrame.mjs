// Bundles the wallet frame's scripts (packages/wallet-frame: the hidden signing frame, the export page and
// the new-device verification page) into the server package: packages/server/dist/wallet-frame/
// {frame,export,verify}-<content hash>.js and manifest.json naming them, which the server serves from the
// wallet origin (immutable: a changed bundle has a new name). One copy per major version of the shared
// crypto packages (scripts/dedupePackages.mjs). Run by `npm run build`, `npm start`, `npm run server` and the
// test setup; `node scripts/buildWalletFrame.mjs` alone rebuilds it.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
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

const options = (entryPoints, define = {}) => ({
  entryPoints,
  bundle: true,
  format: "esm",
  minify: true,
  platform: "browser",
  target: "es2022",
  legalComments: "none",
  conditions: ["@foyer/source"],
  entryNames: "[name]-[hash]",
  metafile: true,
  write: false,
  define,
  plugins: [dedupePackages(CRYPTO_PACKAGES, [root, frameDir], FRAME_MAJORS)],
  outdir: walletFrameOutDir,
  logLevel: "warning",
});

/**
 * Bundles each page into one script (no shared chunk to fetch before it runs), and Argon2id (hash-wasm, only
 * for a recovery password) into a script of its own that the pages import on first use: built first, its
 * name is `define`d into the pages (FOYER_ARGON2_SCRIPT in wallet-frame/src/shareEncryption.ts).
 * manifest.json: `{ pages: { frame: "frame-<hash>.js", ... }, chunks: ["argon2-<hash>.js"] }`; the server
 * serves these names and no other. Answers the manifest, each output's bytes and the metafiles.
 */
export async function buildWalletFrame({ write = true } = {}) {
  const argon2 = await build(options({ argon2: join(frameDir, "src/argon2.ts") }));
  const argon2Script = basename(argon2.outputFiles[0].path);
  const pages = await build(
    options(Object.fromEntries(Object.entries(PAGES).map(([page, entry]) => [page, join(frameDir, entry)])), {
      FOYER_ARGON2_SCRIPT: JSON.stringify(`./${argon2Script}`),
    }),
  );
  const manifest = { pages: {}, chunks: [argon2Script] };
  for (const path of Object.keys(pages.metafile.outputs)) {
    const page = Object.keys(PAGES).find((name) => basename(path).startsWith(`${name}-`));
    if (page) manifest.pages[page] = basename(path);
  }
  const files = new Map(
    [...argon2.outputFiles, ...pages.outputFiles].map((file) => [basename(file.path), file.contents]),
  );
  if (write) {
    // Written only once both builds succeeded, over a clean directory (old hashed names would pile up).
    rmSync(walletFrameOutDir, { recursive: true, force: true });
    mkdirSync(walletFrameOutDir, { recursive: true });
    for (const [name, contents] of files) writeFileSync(join(walletFrameOutDir, name), contents);
    writeFileSync(join(walletFrameOutDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return { manifest, files, metafiles: { pages: pages.metafile, argon2: argon2.metafile } };
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log((await buildWalletFrame()).manifest);
