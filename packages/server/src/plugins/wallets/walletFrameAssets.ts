import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The two scripts of the wallet frame: the hidden signing frame and the export page. */
export type WalletFrameAsset = "frame.js" | "export.js";

const ENTRIES: Record<WalletFrameAsset, string> = { "frame.js": "main.ts", "export.js": "exportMain.ts" };
const packageDir = fileURLToPath(new URL("../../../../wallet-frame/", import.meta.url));

/**
 * Serves the wallet frame's bundles: prebuilt ones from packages/wallet-frame/dist (`npm run build -w
 * @foyer/wallet-frame`, what production ships) when present, else built once in memory with esbuild
 * (development and tests), so a checkout needs no build step.
 */
export function createWalletFrameAssets() {
  const cache = new Map<WalletFrameAsset, Promise<string>>();
  async function build(asset: WalletFrameAsset): Promise<string> {
    const prebuilt = `${packageDir}dist/${asset}`;
    if (existsSync(prebuilt)) return readFileSync(prebuilt, "utf8");
    const { build: esbuild } = await import("esbuild");
    const result = await esbuild({
      entryPoints: [`${packageDir}src/${ENTRIES[asset]}`],
      bundle: true,
      format: "esm",
      minify: true,
      write: false,
      platform: "browser",
      target: "es2022",
      legalComments: "none",
    });
    const [file] = result.outputFiles;
    if (!file) throw new Error(`esbuild produced no output for ${asset}`);
    return file.text;
  }
  return {
    get(asset: WalletFrameAsset): Promise<string> {
      let pending = cache.get(asset);
      if (!pending) {
        pending = build(asset);
        pending.catch(() => cache.delete(asset));
        cache.set(asset, pending);
      }
      return pending;
    },
  };
}
