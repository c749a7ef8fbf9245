import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const plugins = fileURLToPath(new URL("../plugins", import.meta.url));

/** Every shipped source file under `plugins/`, relative to it (tests may reach anything). */
function pluginFiles(dir = plugins): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pluginFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [relative(plugins, path)] : [];
  });
}

/** The composition list: it names every built-in plugin, which is its job. */
const COMPOSITION = ["defaultPlugins.ts"];

/**
 * The plugin folder a file's import specifier lands in, when it leaves the file's own plugin for another one:
 * `../<b>/x.ts` from `plugins/<a>/`, or deeper (`../../<b>/x.ts` from `plugins/<a>/<sub>/`).
 */
function otherPluginOf(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const target = relative(plugins, join(plugins, file, "..", specifier))
    .split("\\")
    .join("/");
  const [folder] = target.split("/");
  const own = file.split(/[\\/]/)[0];
  if (!folder || folder === ".." || target === folder) return undefined;
  return folder === own ? undefined : folder;
}

describe("plugins stand on the shared layers and the plugin contract, never on each other", () => {
  it("no file of plugins/<a>/ imports from plugins/<b>/ (the composition list aside)", () => {
    const crossings = pluginFiles()
      .filter((file) => !COMPOSITION.includes(file))
      .flatMap((file) =>
        [...readFileSync(join(plugins, file), "utf8").matchAll(/from "([^"]+)"|import\("([^"]+)"\)/g)].flatMap(
          (match) => {
            const specifier = match[1] ?? match[2] ?? "";
            const other = otherPluginOf(file, specifier);
            return other ? [`${file.split("\\").join("/")} -> ${specifier}`] : [];
          },
        ),
      )
      .sort();
    // A plugin that needs another's piece needs a shared one: move it to domain/, security/, http/, sessions/.
    expect(crossings).toEqual([]);
  });
});
