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
export const walletFrameOutDir = join(root, "packages/server/dist/wallet-frame");

export async function buildWalletFrame() {
  const result = await build({
    entryPoints: {
      frame: join(frameDir, "src/main.ts"),
      export: join(frameDir, "src/exportMain.ts"),
      verify: join(frameDir, "src/verifyMain.ts"),
    },
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
    plugins: [dedupePackages(["@noble/curves", "@noble/hashes", "@scure/base"], [root, frameDir])],
    outdir: walletFrameOutDir,
    logLevel: "warning",
  });
  // Written only once the build succeeded, over a clean directory (old hashed names would pile up).
  rmSync(walletFrameOutDir, { recursive: true, force: true });
  mkdirSync(walletFrameOutDir, { recursive: true });
  const manifest = {};
  for (const file of result.outputFiles) writeFileSync(file.path, file.contents);
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    const entry = output.entryPoint && basename(path).split("-")[0];
    if (entry) manifest[entry] = basename(path);
  }
  writeFileSync(join(walletFrameOutDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(await buildWalletFrame());
