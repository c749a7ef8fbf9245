// `npm test`: every check, phase by phase, each phase's duration printed, then one line
// `N passed, N failed`. Phases: type check, lint, build, unit and server tests, the packed packages
// (npm pack, publint, attw), the packed-package tests (the server from its tarball, two server processes on
// one PostgreSQL, the starters in examples/ built and driven in Chromium), the browser journeys.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./findChromium.mjs";
import { lintPacks, packPackages } from "./packPackages.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => join(root, "node_modules", ".bin", name);
const tmp = mkdtempSync(join(tmpdir(), "foyer-test-"));
let passed = 0;
let failed = 0;
const durations = [];

/** Runs one phase, prints its duration; `body` answers true (passed) or false. */
function phase(label, body) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  let ok = false;
  try {
    ok = body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
  const seconds = (performance.now() - started) / 1000;
  durations.push([label, seconds]);
  console.log(`${ok ? "✓" : "✗"} ${label} (${seconds.toFixed(1)} s)`);
  return ok;
}

function check(label, command, args) {
  const ok = phase(label, () => spawnSync(command, args, { cwd: root, stdio: "inherit" }).status === 0);
  if (ok) passed++;
  else failed++;
  return ok;
}

/** A Vitest run whose passed and failed tests are added to the totals; `args` are more Vitest options. */
function vitest(label, projects, env = {}, args = []) {
  phase(label, () => {
    const report = join(tmp, `vitest-${projects.join("-")}.json`);
    const projectArgs = projects.flatMap((p) => ["--project", p]);
    spawnSync(
      bin("vitest"),
      ["run", ...projectArgs, ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
      { cwd: root, stdio: "inherit", env: { ...process.env, ...env } },
    );
    if (!existsSync(report)) {
      console.log(`✗ vitest (${label}) wrote no report`);
      failed++;
      return false;
    }
    const result = JSON.parse(readFileSync(report, "utf8"));
    // A file that failed to load has no failed test but must still fail the run.
    const broken = result.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    passed += result.numPassedTests;
    failed += result.numFailedTests + broken;
    return result.numFailedTests + broken === 0;
  });
}

check("type check (tsc -b)", bin("tsc"), ["-b"]);
check("lint and format (biome check)", bin("biome"), ["check", "."]);
check("no import cycle between folders", process.execPath, [join(root, "scripts/checkCycles.mjs")]);
check("no source file over 400 lines", process.execPath, [join(root, "scripts/checkFileSizes.mjs")]);
check("builds keep to their package, test helpers out", process.execPath, [
  join(root, "scripts/checkPackageBoundaries.mjs"),
]);
const built = check("build the packages (scripts/build.mjs)", process.execPath, [join(root, "scripts/build.mjs")]);

try {
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  console.error(`\n${error.message}`);
  failed++;
}
if (process.env.FOYER_TEST_DATABASE_URL)
  console.log(`\nPostgreSQL suite enabled (${process.env.FOYER_TEST_DATABASE_URL})`);
else console.log("\nPostgreSQL suite skipped: set FOYER_TEST_DATABASE_URL to run the server tests on PostgreSQL too.");

// Unit and server tests first, the browser journeys alone last: side by side on a 2-core machine, the
// server suites starved Chromium.
// Vitest's default is one worker less than the cores: a single worker on CI's 2 cores, while these files
// spend much of their time waiting on sockets (HTTP, SMTP, PostgreSQL). Two workers there, as many as
// the default elsewhere.
const workers = Math.max(2, availableParallelism() - 1);
vitest("unit and server tests (vitest: unit, server)", ["unit", "server"], {}, [`--maxWorkers=${workers}`]);

const packsDir = join(tmp, "packs");
let packed = false;
if (built) {
  packed = phase("pack and lint the packages (npm pack, publint, attw)", () => lintPacks(packPackages(packsDir)));
  if (packed) passed++;
  else failed++;
}
if (packed)
  vitest("packed packages: server, two processes, starters (vitest: packed)", ["packed"], {
    FOYER_PACKS_DIR: packsDir,
  });
else {
  console.log("\n✗ packed-package tests not run: the build or the packing failed");
  failed++;
}

vitest("browser journeys (vitest: e2e)", ["e2e"]);

console.log("\nPhases:");
for (const [label, seconds] of durations) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`);
const total = durations.reduce((sum, [, s]) => sum + s, 0);
console.log(`  ${total.toFixed(1).padStart(7)} s  total`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
