// The wallet frame's scripts as scripts/buildWalletFrame.mjs builds them (not written): minified and gzipped
// bytes of each script, each page's first load (its script and the chunks it imports statically) and what it
// may load later (dynamic imports: a chain's code, Argon2), and which installed copies of the crypto packages
// each page can reach (one per package is the rule: a second copy is the same code twice). Bytes, not time.
import { basename } from "node:path";
import { gzipSync } from "node:zlib";
import { buildWalletFrame, reachableOutputs } from "./buildWalletFrame.mjs";

const CRYPTO = ["@noble/curves", "@noble/hashes", "@scure/base"];

/**
 * `{ scripts: [{ name, role, bytes, gzip }], pages: { page: { first: {bytes, gzip}, later: {bytes, gzip} } },
 * copies: { page: { package: [dirs] } } }`.
 */
export async function measureFrameSize() {
  const { manifest, files, metafiles } = await buildWalletFrame({ write: false });
  const size = (name) => ({ bytes: files.get(name).length, gzip: gzipSync(files.get(name), { level: 9 }).length });
  const roleOf = Object.fromEntries([
    ...manifest.chunks.map((name) => [name, "on first use"]),
    ...Object.entries(manifest.preload).flatMap(([page, names]) => names.map((name) => [name, `with page "${page}"`])),
    ...Object.entries(manifest.pages).map(([page, name]) => [name, `page "${page}"`]),
  ]);
  const scripts = [...files.keys()]
    .filter((name) => name in roleOf)
    .map((name) => ({ name, role: roleOf[name], ...size(name) }));
  const { outputs } = metafiles.pages;
  const pathOf = Object.fromEntries(Object.keys(outputs).map((path) => [basename(path), path]));
  const sum = (paths) =>
    [...paths]
      .map((path) => size(basename(path)))
      .reduce((a, b) => ({ bytes: a.bytes + b.bytes, gzip: a.gzip + b.gzip }), {
        bytes: 0,
        gzip: 0,
      });
  const pages = {};
  const copies = {};
  for (const [page, name] of Object.entries(manifest.pages)) {
    const first = reachableOutputs(outputs, pathOf[name], ["import-statement"]);
    const all = reachableOutputs(outputs, pathOf[name]);
    pages[page] = { first: sum(first), later: sum([...all].filter((path) => !first.has(path))) };
    copies[page] = Object.fromEntries(CRYPTO.map((pkg) => [pkg, new Set()]));
    for (const path of all) {
      for (const input of Object.keys(outputs[path].inputs)) {
        for (const pkg of CRYPTO) {
          const at = input.lastIndexOf(`node_modules/${pkg}/`);
          if (at >= 0) copies[page][pkg].add(input.slice(0, at + `node_modules/${pkg}`.length));
        }
      }
    }
  }
  return { scripts, pages, copies };
}
