import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The modal's shared parts ride in the modal's chunk only while nothing loaded apart from it imports one: a
// lazily loaded screen, method part or flow importing, say, ui/Icon.tsx makes esbuild and Vite split Icon (and
// whatever else both reach) into a chunk of its own on every login (issue 19). Those read the parts from the kit
// the modal installs (kit/kit.ts). This follows the package's own static imports the way a bundler does: from
// every dynamically imported file (but the modal, modal/ModalHost.tsx) and every entry point but the main one, no
// part may be reached (index.ts names public hooks, useCrossAppDetails among them; what it brings into the
// initial chunks, the size budget watches). Type-only imports are free.
const src = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The modules the modal installs the kit from (modal/modalKit.ts adds to the shell's). */
const kitFiles = ["shell/screenKit.ts", "modal/modalKit.ts"];
const modal = "modal/ModalHost.tsx";
const entryPoints = ["internal.ts", "server.ts", "solana.ts", "walletconnect.ts"];

/** Package-relative target of a relative import in `file`, or null for a package import. */
function resolve(file: string, specifier: string): string | null {
  return specifier.startsWith(".") ? relative(src, join(src, dirname(file), specifier)) : null;
}

/** The kit's parts: the package files the kit's modules import, and those modules themselves. */
function kitParts(): Set<string> {
  const imports = kitFiles.flatMap((file) => importsOf(file, readFileSync(join(src, file), "utf8")).imports);
  return new Set([...kitFiles, ...imports]);
}

/** A file's static value imports and re-exports (type-only ones left out) and its dynamic imports. */
function importsOf(file: string, text: string): { imports: string[]; dynamic: string[] } {
  const statics = [...text.matchAll(/^(?:import|export)\s+([^;]*?)\s*from\s*"([^"]+)"/gm)]
    .filter(([, clause = ""]) => !/^type\s/.test(clause) && !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(clause))
    .map((m) => resolve(file, m[2] ?? ""));
  const bare = [...text.matchAll(/^import\s+"([^"]+)"/gm)].map((m) => resolve(file, m[1] ?? ""));
  const dynamic = [...text.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((m) => resolve(file, m[1] ?? ""));
  const known = (list: (string | null)[]) => list.filter((f): f is string => f !== null);
  return { imports: known([...statics, ...bare]), dynamic: known(dynamic) };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "testing" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(src, path)] : [];
  });
}

/** For each file loaded apart from the modal (or an entry point): the chains by which it reaches a part. */
function partsReachedApart(read: (file: string) => string): string[] {
  const parts = kitParts();
  const graph = new Map(sourceFiles(src).map((file) => [file, importsOf(file, read(file))]));
  const entries = new Set([...entryPoints, ...[...graph.values()].flatMap((g) => g.dynamic)]);
  entries.delete(modal);
  const found: string[] = [];
  for (const entry of entries) {
    const seen = new Set<string>();
    const walk = (file: string, path: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (parts.has(file)) {
        found.push([...path, file].join(" -> "));
        return;
      }
      for (const next of graph.get(file)?.imports ?? []) walk(next, [...path, file]);
    };
    walk(entry, []);
  }
  return found;
}

describe("the screen kit (shell/screenKit.ts, modal/modalKit.ts, kit/kit.ts)", () => {
  it("knows the parts", () => {
    expect(kitParts()).toEqual(
      new Set([
        "shell/screenKit.ts",
        "modal/modalKit.ts",
        "crossApp/useCrossAppDetails.ts",
        "methods/email/EmailForm.tsx",
        "provider/embeddedWalletLoginState.ts",
        "i18n/messages.ts",
        "i18n/t.ts",
        "ui/Button.tsx",
        "ui/Chip.tsx",
        "ui/CodeInput.tsx",
        "ui/Icon.tsx",
        "ui/LoadingScreen.tsx",
        "ui/loadOnce.ts",
        "ui/ScreenHeader.tsx",
        "shell/ModalContext.ts",
        "shell/ScreenFrame.tsx",
        "screens/login/LoginEntryView.tsx",
        "screens/login/useLoginEntries.ts",
        "ui/List.tsx",
      ]),
    );
  });

  it("flags a lazily loaded screen that imports a part, not one that imports its types", () => {
    const read = (file: string) =>
      file === "screens/error/ErrorScreen.tsx"
        ? 'import type { IconName } from "../../shell/screenKit.ts";\nimport { Icon } from "../../ui/Icon.tsx";\n'
        : readFileSync(join(src, file), "utf8");
    expect(partsReachedApart(read)).toEqual(["screens/error/ErrorScreen.tsx -> ui/Icon.tsx"]);
    expect(existsSync(join(src, modal))).toBe(true);
  });

  it("is reached only by the modal's chunk: everything loaded apart reads the installed kit", () => {
    expect(partsReachedApart((file) => readFileSync(join(src, file), "utf8"))).toEqual([]);
  });
});
