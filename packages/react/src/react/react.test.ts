import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every module takes React from `#react` (react.ts says why: esbuild gives each module importing React's
// CommonJS files a namespace of its own). One that imports "react" directly still works, and quietly adds its
// own namespace to every chunk it is in. Type-only imports cost nothing and may stay.
const src = join(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "testing" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(src, path)] : [];
  });
}

/** Whether a module's text imports a value from "react" or its JSX runtime directly. */
const importsReactDirectly = (text: string): boolean =>
  /^\s*import\s+(?!type\b)[^;]*?\bfrom\s*"react(\/jsx-(dev-)?runtime)?"/m.test(text);

describe("React imports", () => {
  it("go through #react", () => {
    const offenders = sourceFiles(src).filter(
      (file) => !file.startsWith("react/") && importsReactDirectly(readFileSync(join(src, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("flags a module importing a value from react", () => {
    expect(importsReactDirectly('import { useState } from "react";')).toBe(true);
    expect(importsReactDirectly('import {\n  type ReactNode,\n  useEffect,\n} from "react";')).toBe(true);
    expect(importsReactDirectly('import { jsx } from "react/jsx-runtime";')).toBe(true);
    expect(importsReactDirectly('import type { ReactNode } from "react";')).toBe(false);
    expect(importsReactDirectly('import { useState } from "#react";')).toBe(false);
  });
});
