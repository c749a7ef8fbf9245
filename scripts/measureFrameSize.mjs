// The wallet frame's scripts as scripts/buildWalletFrame.mjs builds them (not written): minified and gzipped
// bytes of each page and of the Argon2 script, and which installed copies of the crypto packages each page
// bundles (one per package is the rule: a second copy is the same code twice). Bytes, not time.
import { gzipSync } from "node:zlib";
import { buildWalletFrame } from "./buildWalletFrame.mjs";

const CRYPTO = ["@noble/curves", "@noble/hashes", "@scure/base"];

/** `{ scripts: [{ name, role, bytes, gzip }], copies: { page: { package: [dirs] } } }`. */
export async function measureFrameSize() {
  const { manifest, files, metafiles } = await buildWalletFrame({ write: false });
  const roleOf = Object.fromEntries([
    ...Object.entries(manifest.pages).map(([page, name]) => [name, `page "${page}"`]),
    ...manifest.chunks.map((name) => [name, "on first use"]),
  ]);
  const scripts = [...files]
    .filter(([name]) => name in roleOf)
    .map(([name, contents]) => ({
      name,
      role: roleOf[name],
      bytes: contents.length,
      gzip: gzipSync(contents, { level: 9 }).length,
    }));
  const copies = {};
  for (const [path, output] of Object.entries(metafiles.pages.outputs)) {
    const page = Object.keys(manifest.pages).find((p) => manifest.pages[p] === path.split("/").pop());
    if (!page) continue;
    copies[page] = Object.fromEntries(CRYPTO.map((name) => [name, new Set()]));
    for (const input of Object.keys(output.inputs)) {
      for (const name of CRYPTO) {
        const at = input.lastIndexOf(`node_modules/${name}/`);
        if (at >= 0) copies[page][name].add(input.slice(0, at + `node_modules/${name}`.length));
      }
    }
  }
  return { scripts, copies };
}
