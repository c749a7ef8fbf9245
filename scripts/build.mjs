// `npm run build`: every published workspace (scripts/publishedPackages.mjs) to its dist/: ESM JavaScript,
// .d.ts and source maps by `tsc -b` on each package's tsconfig.build.json (incremental: a second run with
// nothing changed takes seconds), the wallet frame bundled into the server, the server's prepared PGlite
// data directory (scripts/buildPgliteArchive.mjs), the server's CLI as one bundle (dist/bundle/cli.js, what
// the `foyer` bin and the Docker image run), then checks of what consumers
// get: every `exports` entry's files exist, and the React entry points are client modules.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { buildPgliteArchive } from "./buildPgliteArchive.mjs";
import { buildWalletFrame } from "./buildWalletFrame.mjs";
import { bundleServer } from "./bundleServer.mjs";
import { minifyBuiltStyles } from "./minifyStyles.mjs";
import { publishedPackages, root } from "./publishedPackages.mjs";

const SOURCE = "@foyer/source";
const problems = [];
const packages = publishedPackages();

for (const { dir, name, pkg } of packages) checkManifest(dir, name, pkg);
if (problems.length === 0) {
  const tsc = join(root, "node_modules/.bin/tsc");
  const configs = packages.map(({ dir }) => relative(root, join(dir, "tsconfig.build.json")));
  const { status } = spawnSync(tsc, ["-b", ...configs], { cwd: root, stdio: "inherit" });
  if (status !== 0) problems.push(`tsc -b ${configs.join(" ")} failed`);
}

for (const { dir } of packages) if (existsSync(join(dir, "dist"))) rewriteDeclarationSpecifiers(join(dir, "dist"));
// The modal's stylesheets, written readable in the sources, ship minified (scripts/minifyStyles.mjs).
const reactDist = packages.find(({ name }) => name === "@foyer/react")?.dir;
if (reactDist && existsSync(join(reactDist, "dist"))) minifyBuiltStyles(join(reactDist, "dist"));
const serverDir = packages.find(({ name }) => name === "@foyer/server")?.dir;
if (serverDir) {
  await buildWalletFrame();
  if (problems.length === 0) await buildPgliteArchive();
  // What the `foyer` bin and the Docker image run: the CLI as one bundle with its dependencies inside
  // (scripts/bundleServer.mjs). @foyer/devchain is a development dependency, as it is for dist/: the
  // Farcaster stand-in's local chain (development only) needs it installed.
  if (problems.length === 0) {
    const outdir = join(serverDir, "dist/bundle");
    rmSync(outdir, { recursive: true, force: true });
    await bundleServer({ entryPoints: { cli: join(serverDir, "src/cli.ts") }, outdir, external: ["@foyer/devchain"] });
  }
}
for (const { dir, name, pkg } of packages) checkExports(dir, name, pkg);

if (problems.length > 0) {
  console.error(`Build failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Built ${packages.map(({ name }) => name).join(", ")}`);

/**
 * What every published package must declare (see README "Sources and builds"): its build config, with a
 * reference to each @foyer package it depends on (build order, types from their dist/), the licence, the
 * files it ships and whether it has side effects.
 */
function checkManifest(dir, name, pkg) {
  const configPath = join(dir, "tsconfig.build.json");
  if (!existsSync(configPath)) {
    problems.push(`${name}: tsconfig.build.json is missing (copy packages/core/tsconfig.build.json)`);
    return;
  }
  const config = readFileSync(configPath, "utf8");
  const internal = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((d) => d.startsWith("@foyer/"));
  for (const dep of internal) {
    const depDir = packages.find((p) => p.name === dep)?.dir;
    if (depDir && !config.includes(`${relative(dir, depDir)}/tsconfig.build.json`)) {
      problems.push(
        `${name}: tsconfig.build.json needs { "path": "${relative(dir, depDir)}/tsconfig.build.json" } in references`,
      );
    }
  }
  if (pkg.license !== "MIT" || !existsSync(join(dir, "LICENSE"))) {
    problems.push(`${name}: needs "license": "MIT" and a LICENSE file`);
  }
  if (!Array.isArray(pkg.files) || !pkg.files.includes("dist")) problems.push(`${name}: "files" must list "dist"`);
  if (pkg.sideEffects === undefined) problems.push(`${name}: declare "sideEffects"`);
  if (pkg.type !== "module") problems.push(`${name}: needs "type": "module"`);
}

/**
 * tsc keeps the sources' `./x.ts` specifiers in declaration files (it rewrites them only in JavaScript);
 * consumers' TypeScript wants `./x.js`. Same length for `.ts`, so declaration maps stay aligned.
 */
function rewriteDeclarationSpecifiers(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".d.ts")) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, "utf8");
    const next = text.replace(/(["'])(\.\.?\/[^"'\n]*?)\.tsx?\1/g, "$1$2.js$1");
    if (next !== text) writeFileSync(path, next);
  }
}

/**
 * Each `exports` (and `imports`) entry is `{ "@foyer/source": "./src/x.ts", "types": "./dist/x.d.ts", "default":
 * "./dist/x.js" }`; the build emits all of src/, so this only checks the three agree and exist. Packages
 * with React as a peer must mark their entry points "use client", except `./server` entries.
 */
function checkExports(dir, name, pkg) {
  const isReact = Boolean(pkg.peerDependencies?.react);
  const entries = [
    ...Object.entries(pkg.exports ?? {}).map(([key, target]) => ({ key, target, field: "exports" })),
    ...Object.entries(pkg.imports ?? {}).map(([key, target]) => ({ key, target, field: "imports" })),
  ];
  for (const { key, target, field } of entries) {
    if (typeof target === "string") {
      if (!existsSync(join(dir, target))) problems.push(`${name} ${field}["${key}"]: ${target} does not exist`);
      continue;
    }
    const source = target[SOURCE];
    const expected = source?.replace(/^\.\/src\//, "./dist/").replace(/\.tsx?$/, "");
    if (!source || target.types !== `${expected}.d.ts` || target.default !== `${expected}.js`) {
      problems.push(
        `${name} ${field}["${key}"] must be { "${SOURCE}": "./src/<path>.ts", "types": "./dist/<path>.d.ts", "default": "./dist/<path>.js" }`,
      );
      continue;
    }
    for (const file of [source, target.types, target.default]) {
      if (!existsSync(join(dir, file))) problems.push(`${name} ${field}["${key}"]: ${file} does not exist`);
    }
    if (field === "exports" && isReact && !key.endsWith("/server") && existsSync(join(dir, target.default))) {
      const js = readFileSync(join(dir, target.default), "utf8");
      if (!/^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*["']use client["']/.test(js)) {
        problems.push(`${name} exports["${key}"]: ${source} must start with "use client" (React entry point)`);
      }
    }
  }
}
