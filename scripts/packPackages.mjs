// Packs every published workspace (scripts/publishedPackages.mjs) with `npm pack`, as npm would publish it.
// `node scripts/packPackages.mjs [dir]` packs into dir (default .packs/) and lints each tarball with
// publint and @arethetypeswrong/cli; the starters and the packed-server tests install these tarballs.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { publishedPackages, root } from "./publishedPackages.mjs";

const bin = (name) => join(root, "node_modules", ".bin", name);

/** Packs into `dir`; returns `{ name, tarball }` per package (tarball: absolute path). */
export function packPackages(dir) {
  mkdirSync(dir, { recursive: true });
  const packages = publishedPackages();
  const workspaces = packages.flatMap(({ name }) => ["-w", name]);
  const result = spawnSync("npm", ["pack", "--json", "--pack-destination", dir, ...workspaces], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) throw new Error("npm pack failed");
  return JSON.parse(result.stdout).map((entry) => ({ name: entry.name, tarball: join(dir, entry.filename) }));
}

/** publint (warnings are errors) and attw (ESM-only profile: no CommonJS entry points are offered). */
export function lintPacks(packs) {
  let ok = true;
  for (const { name, tarball } of packs) {
    console.log(`\n${name}`);
    const publint = spawnSync(bin("publint"), ["run", tarball, "--strict"], { stdio: "inherit" });
    const attw = spawnSync(bin("attw"), [tarball, "--profile", "esm-only", "--no-emoji", "--format", "table-flipped"], {
      stdio: "inherit",
    });
    ok &&= publint.status === 0 && attw.status === 0;
  }
  return ok;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const packs = packPackages(resolve(process.argv[2] ?? join(root, ".packs")));
  for (const { tarball } of packs) console.log(tarball);
  process.exitCode = lintPacks(packs) ? 0 : 1;
}
