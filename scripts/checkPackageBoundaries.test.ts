import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkPackageBoundaries } from "./checkPackageBoundaries.mjs";

// A two-package repository on disk: `a` is built by tsc (tsconfig.build.json), `b` is the package it must reach
// by name only. Each case writes the one file that breaks (or keeps) a rule.
let root: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function buildConfig(exclude: string[]): string {
  return JSON.stringify({ compilerOptions: { rootDir: "src", outDir: "dist" }, include: ["src"], exclude });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "foyer-boundaries-"));
  write(
    "packages/a/tsconfig.build.json",
    buildConfig(["src/**/*.test.ts", "src/**/*.test.tsx", "src/testing", "src/**/fixtures"]),
  );
  write("packages/a/src/index.ts", 'export { shipped } from "./shipped.ts";\n');
  write("packages/a/src/shipped.ts", "export const shipped = 1;\n");
  write("packages/b/src/index.ts", "export const other = 2;\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("checkPackageBoundaries", () => {
  it("passes a build that imports only its own files, and tests and helpers that reach anywhere", () => {
    write("packages/a/src/testing/helper.ts", 'export { other } from "../../../b/src/index.ts";\n');
    write("packages/a/src/plugin/fixtures/provider.ts", 'import "../../../../b/src/index.ts";\n');
    write("packages/a/src/shipped.test.ts", 'import "./testing/helper.ts";\nimport "../../b/src/index.ts";\n');
    expect(checkPackageBoundaries(root)).toEqual([]);
  });

  it("fails a built file that imports another package's sources by a relative path", () => {
    write(
      "packages/a/src/shipped.ts",
      'import type { other } from "../../b/src/index.ts";\nexport const shipped = 1;\n',
    );
    expect(checkPackageBoundaries(root)).toEqual([
      "packages/a/src/shipped.ts: imports packages/b/src/index.ts by a relative path out of its package (import it by package name)",
    ]);
  });

  it("fails a built file that pulls an excluded test helper into the build (dynamic imports too)", () => {
    write("packages/a/src/testing/helper.ts", "export const helper = 3;\n");
    write("packages/a/src/shipped.ts", 'export const load = () => import("./testing/helper.ts");\n');
    expect(checkPackageBoundaries(root)).toEqual([
      "packages/a/src/shipped.ts: imports packages/a/src/testing/helper.ts, which its build excludes (a test or test helper)",
    ]);
  });

  it("fails a fixture that the build tsconfig does not exclude", () => {
    write("packages/a/tsconfig.build.json", buildConfig(["src/**/*.test.ts"]));
    write("packages/a/src/testing/helper.ts", "export const helper = 3;\n");
    write("packages/a/src/plugin/fixtures/provider.ts", "export const provider = 4;\n");
    expect(checkPackageBoundaries(root)).toEqual([
      "packages/a/src/plugin/fixtures/provider.ts: a test helper or fixture that packages/a/tsconfig.build.json does not exclude",
      "packages/a/src/testing/helper.ts: a test helper or fixture that packages/a/tsconfig.build.json does not exclude",
    ]);
  });

  it("fails a test helper kept beside the shipped code", () => {
    write("packages/a/src/api/fakeFetch.ts", "export const fakeFetch = 5;\n");
    write("packages/a/src/api/appConfigFixture.ts", "export const appConfigFixture = 6;\n");
    expect(checkPackageBoundaries(root)).toEqual([
      "packages/a/src/api/appConfigFixture.ts: named as a test helper but built (move it to src/testing/ or a fixtures/ folder)",
      "packages/a/src/api/fakeFetch.ts: named as a test helper but built (move it to src/testing/ or a fixtures/ folder)",
    ]);
  });

  it("leaves a package that tsc does not build alone", () => {
    write("packages/b/src/shipped.ts", 'import "../../a/src/index.ts";\n');
    expect(checkPackageBoundaries(root)).toEqual([]);
  });
});
