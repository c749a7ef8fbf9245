// `npm test`: type check, lint, then every Vitest project (unit, server over real HTTP, browser
// journeys in real Chromium). Ends with one line `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./findChromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;

function check(label, command, args) {
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (status === 0) passed++;
  else {
    failed++;
    console.log(`✗ ${label} failed`);
  }
}

check("type check (tsc -b)", bin("tsc"), ["-b"]);
check("lint and format (biome check)", bin("biome"), ["check", "."]);
check("no import cycle between folders", process.execPath, ["scripts/checkCycles.mjs"]);

try {
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  console.error(`\n${error.message}`);
  failed++;
}
if (process.env.FOYER_TEST_DATABASE_URL)
  console.log(`\nPostgreSQL suite enabled (${process.env.FOYER_TEST_DATABASE_URL})`);
else console.log("\nPostgreSQL suite skipped: set FOYER_TEST_DATABASE_URL to run the server tests on PostgreSQL too.");

// Two passes: unit and server tests first, then the browser journeys alone. Run side by side on a
// 2-core machine, the server suites starved Chromium and journeys timed out now and then.
const tmp = mkdtempSync(join(tmpdir(), "foyer-test-"));
for (const [label, projects] of [
  ["unit, server", ["unit", "server"]],
  ["e2e", ["e2e"]],
]) {
  const report = join(tmp, `vitest-${projects.join("-")}.json`);
  console.log(`\n▶ vitest (${label})`);
  const projectArgs = projects.flatMap((name) => ["--project", name]);
  spawnSync(
    bin("vitest"),
    ["run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    // A file that failed to load has no failed test but must still fail the run.
    failed += result.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  } else {
    console.log(`✗ vitest (${label}) wrote no report`);
    failed++;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
