// Browser code never imports values from @foyer/core's barrel (or @foyer/react's own entry): a bundler that
// splits per file (esbuild) would place every module the barrel reaches in the chunks of whoever imports it,
// so one such import from start-up code pulls the lazily loaded modal's machines into the initial bundle.
// `import type` is erased and allowed; `import { type X }` is not (verbatimModuleSyntax keeps it as a bare
// import of the module). The per-feature entries are in packages/core/README.md.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packagesDir = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Statements that load `specifier` at run time: every `import {...}` / `export {...} from` but `import type`. */
function valueImports(text: string, specifier: string): string[] {
  const statements = text.matchAll(/(?:import|export)\s+(type\s+)?\{[^}]*\}\s*from\s*"([^"]+)"/g);
  return [...statements]
    .filter(([, typeOnly, from]) => from === specifier && !typeOnly)
    .map(([statement]) => statement.replace(/\s+/g, " "));
}

describe("imports of browser packages", () => {
  it("take values from @foyer/core's per-feature entries, never from its barrel", () => {
    const offenders = ["react/src", "wagmi/src"].flatMap((dir) =>
      sources(join(packagesDir, dir)).flatMap((file) =>
        valueImports(readFileSync(file, "utf8"), "@foyer/core").map((s) => `${relative(packagesDir, file)}: ${s}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("finds a value import from the barrel (the check can fail)", () => {
    expect(valueImports('import { type User, FoyerError } from "@foyer/core";', "@foyer/core")).toHaveLength(1);
    expect(valueImports('import { type User } from "@foyer/core";', "@foyer/core")).toHaveLength(1);
    expect(valueImports('import type { User } from "@foyer/core";', "@foyer/core")).toHaveLength(0);
  });
});
