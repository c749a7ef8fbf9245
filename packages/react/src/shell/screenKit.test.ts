import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The screen kit only pays while every lazily loaded screen, method and flow reaches its parts through it: one
// file importing, say, ui/Icon.tsx directly gives Icon a set of entries of its own, and esbuild a chunk of its
// own again on the email journey (issue 19). The kit's parts and the folders they live in (ui/, i18n/) import
// each other directly, since they are what the kit re-exports.
const src = join(dirname(fileURLToPath(import.meta.url)), "..");
const kit = "shell/screenKit.ts";

/** The package-relative files the kit re-exports from this package. */
function kitParts(): Set<string> {
  const text = readFileSync(join(src, kit), "utf8");
  const paths = [...text.matchAll(/from "(\.[^"]+)"/g)].map((m) => relative(src, join(src, "shell", m[1] ?? "")));
  return new Set(paths);
}

/** The kit's parts that `file` (package-relative) imports directly, not through the kit. */
function directImports(file: string, text: string, parts: Set<string>): string[] {
  if (file === kit || parts.has(file) || file.startsWith("ui/") || file.startsWith("i18n/")) return [];
  return [...text.matchAll(/from "(\.[^"]+)"/g)]
    .map((m) => relative(src, join(src, dirname(file), m[1] ?? "")))
    .filter((target) => parts.has(target));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(src, path)] : [];
  });
}

describe("shell/screenKit.ts", () => {
  it("re-exports the modal's shared parts", () => {
    expect(kitParts()).toEqual(
      new Set([
        "i18n/t.ts",
        "ui/Button.tsx",
        "ui/Chip.tsx",
        "ui/CodeInput.tsx",
        "ui/Icon.tsx",
        "ui/LoadingScreen.tsx",
        "ui/ScreenHeader.tsx",
        "shell/ModalContext.ts",
        "shell/ScreenFrame.tsx",
        "shell/lazyScreen.ts",
      ]),
    );
  });

  it("flags a screen that imports one of them directly", () => {
    const text = 'import { Icon } from "../../ui/Icon.tsx";\nimport { useModal } from "../../shell/screenKit.ts";\n';
    expect(directImports("screens/error/ErrorScreen.tsx", text, kitParts())).toEqual(["ui/Icon.tsx"]);
    expect(directImports("ui/List.tsx", 'import { Icon } from "./Icon.tsx";\n', kitParts())).toEqual([]);
  });

  it("is the only way the rest of the package reaches them", () => {
    const parts = kitParts();
    const direct = sourceFiles(src).flatMap((file) =>
      directImports(file, readFileSync(join(src, file), "utf8"), parts).map((target) => `${file} -> ${target}`),
    );
    expect(direct).toEqual([]);
  });
});
