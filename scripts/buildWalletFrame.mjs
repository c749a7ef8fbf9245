// Bundles the wallet frame's scripts (packages/wallet-frame: the hidden signing frame, the export page and
// the new-device verification page) into the server package, packages/server/dist/wallet-frame/{frame,export,verify}.js, which the server
// serves from the wallet origin. Run by `npm run build`, `npm start`, `npm run server` and the test setup;
// `node scripts/buildWalletFrame.mjs` alone rebuilds it.
import { join } from "node:path";
import { build } from "esbuild";
import { root } from "./publishedPackages.mjs";

const frameDir = join(root, "packages/wallet-frame");
export const walletFrameOutDir = join(root, "packages/server/dist/wallet-frame");

export async function buildWalletFrame() {
  await build({
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
    outdir: walletFrameOutDir,
    logLevel: "warning",
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) await buildWalletFrame();
