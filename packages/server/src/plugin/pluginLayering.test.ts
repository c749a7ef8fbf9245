import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("..", import.meta.url));

/** Every shipped source file of the server outside `plugins/` (tests and test helpers may reach anything). */
function coreFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["plugins", "testing", "attackers"].includes(entry.name) ? [] : coreFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [relative(src, path)] : [];
  });
}

/**
 * The files that may name a plugin: composition only (createServer, the package entry, the CLI's entry that
 * hands its commands the default plugins). Everything else learns about plugins from the list it is given:
 * a plugin's sealed columns, for one, are declared on the plugin (`ServerPlugin.sealedColumns`).
 */
const MAY_IMPORT_PLUGINS = ["app.ts", "cli.ts", "index.ts"];

describe("plugins sit above the core: the domain, routes, plugin contract and plumbing import none", () => {
  it("only composition files import from plugins/", () => {
    const importers = coreFiles()
      .filter((file) => /from "(\.\/|(\.\.\/)+)plugins\//.test(readFileSync(join(src, file), "utf8")))
      .sort();
    expect(importers).toEqual([...MAY_IMPORT_PLUGINS].sort());
  });
});
