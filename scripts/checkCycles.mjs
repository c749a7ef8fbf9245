// Fails when folders of a package import each other in a cycle (a file cycle inside one folder is
// allowed; a cycle between folders means two layers know each other). Each file directly under `src/`
// (entry points, app composition) counts as its own node. Type-only imports count too: a type
// dependency is still a design dependency. Only the shipped code counts: the files reachable from the
// package's entry points (its exports' sources, src/cli.ts, the wallet frame's pages); tests and test helpers
// may reach anything.
// Usage: node scripts/checkCycles.mjs [package dir...]   (default: every package)
// FOYER_CYCLES_VERBOSE=1 also prints the file edges inside the known tangles (what to untangle next).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseDependencyTree } from "dpdm";

const root = fileURLToPath(new URL("..", import.meta.url));
const defaultPackages = [
  "packages/server",
  "packages/core",
  "packages/react",
  "packages/wallet-frame",
  "packages/wagmi",
  "packages/devchain",
];

/**
 * Folders whose subfolders are parts of one feature and count as one node: a server plugin
 * (`plugins/scan/evm/` belongs to `plugins/scan/`), a devchain stand-in (`funding/coinbase/` to `funding/`).
 */
const featureFolders = {
  "packages/server": /^plugins\/[^/]+/,
  "packages/devchain": /^[^/]+/,
};

/**
 * Tangles that exist today, per package: folders that import each other, known and being undone. The check
 * fails when a folder joins one or a new one forms; a tangle that shrinks passes and prints what to delete
 * here. The list only shrinks; it is empty now (the last, @foyer/react's, was undone in issue 12), so any
 * cycle between folders fails.
 * @type {Record<string, string[][]>}
 */
const knownTangles = {};
const packages = process.argv.length > 2 ? process.argv.slice(2) : defaultPackages;

/**
 * Folder of a file relative to the package's src, or the file itself when it sits in src. A feature folder
 * is one node with its subfolders (see featureFolders): its parts may know each other.
 */
function nodeOf(srcDir, file, feature) {
  const rel = relative(srcDir, file).split(sep).join("/");
  const dir = dirname(rel);
  if (dir === ".") return rel;
  const group = feature?.exec(dir);
  return `${group ? group[0] : dir}/`;
}

/** Strongly connected components with more than one node (Tarjan). */
function cyclesOf(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components;
}

/** The package's entry sources (relative to the repository root): exports' "@foyer/source" files, the CLI. */
function entriesOf(pkg) {
  const manifest = JSON.parse(readFileSync(join(root, pkg, "package.json"), "utf8"));
  const sources = Object.values(manifest.exports ?? {}).flatMap((target) => {
    if (typeof target === "string") return target.startsWith("./src/") ? [target] : [];
    return typeof target === "object" && target["@foyer/source"] ? [target["@foyer/source"]] : [];
  });
  // The CLI, and the wallet frame's two pages (bundled by scripts/buildWalletFrame.mjs, no export).
  const files = [...sources, "./src/cli.ts", "./src/main.ts", "./src/exportMain.ts"].map((file) => join(pkg, file));
  return files.filter((file) => existsSync(join(root, file)));
}

/** Files reachable from the entries through the parsed tree. */
function reachable(tree, entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of tree[file] ?? []) if (dep.id) stack.push(dep.id);
  }
  return seen;
}

async function checkPackage(pkg) {
  const srcDir = `${root}${pkg}/src`;
  const tree = await parseDependencyTree(`${pkg}/src/**/*.{ts,tsx}`, {
    cwd: root,
    context: root,
    extensions: [".ts", ".tsx", ".mjs", ".js"],
    include: /\.(ts|tsx|mjs|js)$/,
    exclude: /node_modules|\.test\.tsx?$/,
    transform: false,
    skipDynamicImports: false,
  });
  const shipped = reachable(tree, entriesOf(pkg));
  // folder -> folder -> one example "from -> to" file edge
  const graph = new Map();
  for (const [file, deps] of Object.entries(tree)) {
    const absolute = `${root}${file}`;
    if (!absolute.startsWith(`${srcDir}/`) || !shipped.has(file)) continue;
    const from = nodeOf(srcDir, absolute, featureFolders[pkg]);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dep of deps ?? []) {
      if (!dep.id) continue;
      const target = `${root}${dep.id}`;
      if (!target.startsWith(`${srcDir}/`) || !shipped.has(dep.id)) continue;
      const to = nodeOf(srcDir, target, featureFolders[pkg]);
      if (to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, `${relative(srcDir, absolute)} -> ${relative(srcDir, target)}`);
    }
  }
  const cycles = cyclesOf(graph);
  const known = knownTangles[pkg] ?? [];
  let failures = 0;
  for (const cycle of cycles) {
    const within = known.find((tangle) => cycle.every((node) => tangle.includes(node)));
    if (within) {
      const gone = within.filter((node) => !cycle.includes(node));
      console.log(`~ ${pkg}: known tangle of ${cycle.length} folders (being undone)`);
      if (gone.length > 0) console.log(`    left it, delete from knownTangles: ${gone.join(", ")}`);
      if (process.env.FOYER_CYCLES_VERBOSE) {
        for (const from of cycle) {
          for (const [to, example] of graph.get(from) ?? []) if (cycle.includes(to)) console.log(`    ${example}`);
        }
      }
      continue;
    }
    failures++;
    console.log(`✗ ${pkg}: folders import each other: ${cycle.join(", ")}`);
    const members = new Set(cycle);
    for (const from of cycle) {
      for (const [to, example] of graph.get(from) ?? []) if (members.has(to)) console.log(`    ${example}`);
    }
  }
  for (const tangle of known) {
    if (!cycles.some((cycle) => cycle.some((node) => tangle.includes(node)))) {
      console.log(`! ${pkg}: a known tangle is gone, delete it from knownTangles: ${tangle.join(", ")}`);
    }
  }
  if (failures === 0) {
    const what = known.length > 0 ? "no new import cycle" : "no import cycle";
    console.log(`✓ ${pkg}: ${what} between folders (${graph.size} nodes)`);
  }
  return failures;
}

let failures = 0;
for (const pkg of packages) failures += await checkPackage(pkg);
process.exitCode = failures === 0 ? 0 : 1;
