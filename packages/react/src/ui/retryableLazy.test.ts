import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// React.lazy keeps a failed load for good: a screen whose chunk did not arrive once (offline for a moment, a
// deploy that replaced the files) would fail on every later draw, and the modal's Retry could not help. So the
// package makes its lazily loaded components with ui/loadOnce.ts's retryableLazy, never with React's `lazy`;
// FoyerProvider is the one other place (the modal's own load: it starts a new `lazy` when it fails, and keeps
// retryableLazy out of the initial chunks).
const src = join(dirname(fileURLToPath(import.meta.url)), "..");
const allowed = new Set(["ui/loadOnce.ts", "FoyerProvider.tsx"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(src, path)] : [];
  });
}

/** Whether a module's text calls React's `lazy` (imported from "react" or this package's "#react"). */
const callsReactLazy = (text: string): boolean =>
  /import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*"#?react"/.test(text) && /\blazy\(/.test(text);

describe("lazily loaded components", () => {
  it("are made with retryableLazy, not React's lazy", () => {
    const offenders = sourceFiles(src).filter(
      (file) => !allowed.has(file) && callsReactLazy(readFileSync(join(src, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("flags a module calling React's lazy", () => {
    expect(callsReactLazy('import { lazy, Suspense } from "react";\nconst A = lazy(() => import("./A.tsx"));')).toBe(
      true,
    );
    expect(callsReactLazy('import { lazy } from "#react";\nconst A = lazy(() => import("./A.tsx"));')).toBe(true);
    expect(callsReactLazy('import { retryableLazy } from "./loadOnce.ts";\nconst A = retryableLazy(load);')).toBe(
      false,
    );
  });
});
