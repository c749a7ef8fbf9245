// An esbuild plugin that bundles one copy per major version of the packages it is given. npm nests a copy
// of @noble/curves, @noble/hashes and @scure/base under each dependency that pins its own range (viem, ox,
// @scure/bip32, @scure/bip39...), and a bundle would carry each copy: the same major version's code is
// interchangeable, so every import of it resolves to one copy, the newest installed of that major (chosen
// by looking at every copy first, so the output does not depend on resolution order). Majors stay apart.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const versionOf = (dir) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
const majorOf = (version) => version.split(".")[0];

/** Compares two x.y.z versions numerically. */
function compareVersions(a, b) {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** Every installed copy of `names` under `roots` (node_modules, nested ones included): name -> dirs. */
function installedCopies(roots, names) {
  const found = new Map(names.map((name) => [name, []]));
  const visit = (dir, depth) => {
    const modules = join(dir, "node_modules");
    if (depth > 8 || !existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      const scoped = entry.startsWith("@");
      for (const sub of scoped ? readdirSync(join(modules, entry)) : [null]) {
        const name = sub ? `${entry}/${sub}` : entry;
        const pkg = join(modules, name);
        if (!existsSync(join(pkg, "package.json"))) continue;
        found.get(name)?.push(pkg);
        visit(pkg, depth + 1);
      }
    }
  };
  for (const root of roots) visit(root, 0);
  return found;
}

/** The package directory holding `file`: its last node_modules/<name> segment. */
function packageDirOf(file, name) {
  const marker = `node_modules/${name}/`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? null : file.slice(0, at + marker.length - 1);
}

/**
 * `roots`: directories whose node_modules hold the copies (the repository root and its workspaces).
 * `majors`: for a package whose majors differ but whose used API is common to both, the one major every
 * import of it resolves to (`{ "@noble/curves": "1" }`): an export the chosen major lacks fails the build
 * (esbuild refuses a missing named import), so a use of the other major's API cannot slip through.
 */
export function dedupePackages(names, roots, majors = {}) {
  const pattern = new RegExp(`^(${names.map((n) => n.replace(/[/.]/g, "\\$&")).join("|")})(/|$)`);
  // name@major -> the newest copy of that major.
  const canonical = new Map();
  for (const [name, dirs] of installedCopies(roots, names)) {
    for (const dir of dirs) {
      const key = `${name}@${majorOf(versionOf(dir))}`;
      const best = canonical.get(key);
      const better = !best || compareVersions(versionOf(dir), versionOf(best)) > 0;
      if (better || (compareVersions(versionOf(dir), versionOf(best)) === 0 && dir < best)) canonical.set(key, dir);
    }
  }
  return {
    name: "dedupe-packages",
    setup(build) {
      build.onResolve({ filter: pattern }, async (args) => {
        if (args.pluginData === "dedupe") return undefined;
        const resolved = await build.resolve(args.path, {
          importer: args.importer,
          resolveDir: args.resolveDir,
          kind: args.kind,
          pluginData: "dedupe",
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const name = pattern.exec(args.path)?.[1];
        const dir = name ? packageDirOf(resolved.path, name) : null;
        const major = name && (majors[name] ?? (dir ? majorOf(versionOf(dir)) : undefined));
        const target = dir && canonical.get(`${name}@${major}`);
        if (!target || target === dir) return resolved;
        if (versionOf(target).split(".")[0] !== majorOf(versionOf(dir))) {
          // Another major lays its files out differently: resolve the same specifier from beside the target.
          return build.resolve(args.path, { resolveDir: dirname(target), kind: args.kind, pluginData: "dedupe" });
        }
        return { ...resolved, path: join(target, relative(dir, resolved.path)) };
      });
    },
  };
}
