import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The two scripts of the wallet frame: the hidden signing frame and the export page. */
export type WalletFrameAsset = "frame.js" | "export.js" | "verify.js";

// The same path from src/plugins/wallets/ and from dist/plugins/wallets/: the package's dist/wallet-frame.
const bundleDir = fileURLToPath(new URL("../../../dist/wallet-frame/", import.meta.url));

/**
 * Serves the wallet frame's bundles, prebuilt into this package (dist/wallet-frame, made by the repository's
 * `npm run build`, `npm start` and test setup with scripts/buildWalletFrame.mjs). Read once, then cached.
 */
export function createWalletFrameAssets() {
  const cache = new Map<WalletFrameAsset, Promise<string>>();
  async function load(asset: WalletFrameAsset): Promise<string> {
    try {
      return await readFile(`${bundleDir}${asset}`, "utf8");
    } catch {
      throw new Error(
        `The wallet frame bundle ${bundleDir}${asset} is missing: in the repository, run \`npm run build\` (or node scripts/buildWalletFrame.mjs).`,
      );
    }
  }
  return {
    get(asset: WalletFrameAsset): Promise<string> {
      let pending = cache.get(asset);
      if (!pending) {
        pending = load(asset);
        pending.catch(() => cache.delete(asset));
        cache.set(asset, pending);
      }
      return pending;
    },
  };
}
