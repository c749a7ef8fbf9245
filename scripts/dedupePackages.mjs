// An esbuild plugin that bundles one copy per major version of the packages it is given. npm nests a copy
// of @noble/curves, @noble/hashes and @scure/base under each dependency that pins its own range (viem, ox,
// @scure/bip32, @scure/bip39...), and a bundle would carry each copy: the same major version's code is
// interchangeable, so every import of it resolves to the first copy seen. Different majors stay apart.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The package directory holding `file` (the last node_modules/<name> segment) and its version. */
function packageOf(file, name) {
  const marker = `node_modules/${name}/`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  const dir = file.slice(0, at + marker.length - 1);
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  return { dir, major: version.split(".")[0] };
}

export function dedupePackages(names) {
  const pattern = new RegExp(`^(${names.map((n) => n.replace(/[/.]/g, "\\$&")).join("|")})(/|$)`);
  return {
    name: "dedupe-packages",
    setup(build) {
      const canonical = new Map();
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
        const found = name ? packageOf(resolved.path, name) : null;
        if (!found) return resolved;
        const key = `${name}@${found.major}`;
        const first = canonical.get(key) ?? found.dir;
        canonical.set(key, first);
        return { ...resolved, path: join(first, relative(found.dir, resolved.path)) };
      });
    },
  };
}
