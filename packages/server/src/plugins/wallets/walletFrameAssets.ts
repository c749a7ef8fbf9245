import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The pages of the wallet origin, each with its script: the hidden signing frame, export, verification. */
export type WalletFramePage = "frame" | "export" | "verify";

/**
 * dist/wallet-frame/manifest.json: each page's script, the chunks it imports statically (preloaded beside it),
 * and every chunk pages import (statically, or on first use: a chain's key code, Argon2).
 */
interface WalletFrameManifest {
  pages: Record<WalletFramePage, string>;
  preload?: Partial<Record<WalletFramePage, string[]>>;
  chunks: string[];
}

// The same path from src/plugins/wallets/ and from dist/plugins/wallets/: the package's dist/wallet-frame.
const bundleDir = fileURLToPath(new URL("../../../dist/wallet-frame/", import.meta.url));

const missing = (what: string) =>
  new Error(
    `The wallet frame bundle ${bundleDir}${what} is missing: in the repository, run \`npm run build\` (or node scripts/buildWalletFrame.mjs).`,
  );

/**
 * Serves the wallet frame's bundles, prebuilt into this package (dist/wallet-frame, made by the repository's
 * `npm run build`, `npm start` and test setup with scripts/buildWalletFrame.mjs). Their names carry a hash
 * of their content (manifest.json maps each page to its script and lists the chunks they load on first use,
 * e.g. Argon2 for a recovery password), so browsers may keep them forever. Read once, then kept in memory.
 */
export function createWalletFrameAssets() {
  let manifest: Promise<WalletFrameManifest> | null = null;
  const scripts = new Map<string, Promise<string>>();
  const remember = <T>(pending: Promise<T>, forget: () => void): Promise<T> => {
    pending.catch(forget);
    return pending;
  };
  const readManifest = () => {
    manifest ??= remember(
      readFile(`${bundleDir}manifest.json`, "utf8").then(
        (text) => JSON.parse(text) as WalletFrameManifest,
        () => {
          throw missing("manifest.json");
        },
      ),
      () => {
        manifest = null;
      },
    );
    return manifest;
  };
  return {
    /** The script file name of a page, e.g. `frame-3F2A9C1B.js`, and the chunks it imports at once. */
    async scriptOf(page: WalletFramePage): Promise<{ script: string; preload: string[] }> {
      const manifest = await readManifest();
      const script = manifest.pages?.[page];
      if (!script) throw missing(`manifest.json entry "${page}"`);
      return { script, preload: manifest.preload?.[page] ?? [] };
    },
    /** A script's text, or null for a name the manifest does not list (nothing else is ever read). */
    async get(file: string): Promise<string | null> {
      const { pages, chunks } = await readManifest();
      if (!Object.values(pages ?? {}).includes(file) && !(chunks ?? []).includes(file)) return null;
      let pending = scripts.get(file);
      if (!pending) {
        pending = remember(
          readFile(`${bundleDir}${file}`, "utf8").catch(() => {
            throw missing(file);
          }),
          () => scripts.delete(file),
        );
        scripts.set(file, pending);
      }
      return pending;
    },
  };
}
