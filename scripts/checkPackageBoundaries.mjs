// Fails when a package's build (the files its tsconfig.build.json compiles) reaches outside the package by a
// relative path, or pulls in a test helper. The build broke twice this way with TS2878: a shipped file imported
// another package's `src/` by path, which tsc cannot rewrite for the other project's output. One rule for the
// whole class instead of fixing each import:
// - a built file imports other packages by name (`@foyer/core/...`), never by a relative path out of its package;
// - a built file imports no file its build excludes (a test, a helper in `src/testing`, a fixture): tsc would
//   compile it into the build anyway, with whatever it imports;
// - every file under `src/testing/` or a `src/**/fixtures/` folder is excluded from the build, so a fixture
//   that imports another package's sources by path (as tests may) never enters it;
// - a test helper lives there: no built file is named like one (`fake…`, `…Fixture`).
// Tests and test helpers may import anything. Usage: node scripts/checkPackageBoundaries.mjs
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** A folder of test-only files: `src/testing/...` or any `fixtures/` folder below `src/`. */
const TEST_ONLY = /^src\/(testing\/|(.+\/)?fixtures\/)/;

/** A file named as a test helper: `fakeFetch.ts`, `wireAppConfigFixture.ts`, `fixtures.ts`. */
const TEST_HELPER_NAME = /(^fake[A-Z]|fixtures?\.tsx?$|Fixtures?\.tsx?$)/;

/** The files a relative import can name (the sources use explicit extensions; a folder means its index). */
function resolveImport(from, specifier) {
  const target = resolve(dirname(from), specifier);
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts"), join(target, "index.tsx")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? target;
}

/** Every file below `dir` (absolute paths), skipping node_modules and dist. */
function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === "dist") return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/** The files tsc compiles for the package's build, as tsc itself reads include/exclude/extends. */
function buildFiles(configPath) {
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(configPath), undefined, configPath);
  return new Set(parsed.fileNames.map((file) => resolve(file)));
}

/**
 * The violations of every package under `root/packages` that has a tsconfig.build.json, as lines
 * "<file>: <what>", paths relative to root. Empty when the builds keep to their packages.
 * @param {string} root the repository root
 */
export function checkPackageBoundaries(root) {
  const problems = [];
  const packagesDir = join(root, "packages");
  const rel = (file) => relative(root, file).split(sep).join("/");
  for (const name of readdirSync(packagesDir).sort()) {
    const pkgDir = join(packagesDir, name);
    const configPath = join(pkgDir, "tsconfig.build.json");
    if (!existsSync(configPath)) continue; // not compiled by tsc (bundled, or not published)
    const built = buildFiles(configPath);
    for (const file of [...built].sort()) {
      const imports = ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles;
      for (const { fileName: specifier } of imports) {
        if (!specifier.startsWith("./") && !specifier.startsWith("../")) continue;
        const target = resolveImport(file, specifier);
        if (!`${target}${sep}`.startsWith(`${pkgDir}${sep}`) && target !== pkgDir) {
          problems.push(
            `${rel(file)}: imports ${rel(target)} by a relative path out of its package (import it by package name)`,
          );
        } else if (/\.tsx?$/.test(target) && existsSync(target) && !built.has(target)) {
          problems.push(`${rel(file)}: imports ${rel(target)}, which its build excludes (a test or test helper)`);
        }
      }
    }
    for (const file of filesBelow(join(pkgDir, "src"))) {
      if (!built.has(file)) continue;
      if (TEST_ONLY.test(relative(pkgDir, file).split(sep).join("/"))) {
        problems.push(`${rel(file)}: a test helper or fixture that ${rel(configPath)} does not exclude`);
      } else if (TEST_HELPER_NAME.test(file.slice(file.lastIndexOf(sep) + 1))) {
        problems.push(`${rel(file)}: named as a test helper but built (move it to src/testing/ or a fixtures/ folder)`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const problems = checkPackageBoundaries(root);
  for (const problem of problems) console.log(`✗ ${problem}`);
  if (problems.length === 0) console.log("✓ every package's build keeps to its package and leaves test helpers out");
  process.exitCode = problems.length === 0 ? 0 : 1;
}
