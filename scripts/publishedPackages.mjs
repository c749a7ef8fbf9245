// The workspaces published to npm: every workspace whose package.json is not private. Used by the build,
// the pack check and the tests of the examples, so a new package needs no list to be edited.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** @returns {{ dir: string, name: string, pkg: Record<string, any> }[]} in workspace order. */
export function publishedPackages() {
  const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return workspaces
    .map((workspace) => join(root, workspace))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter(({ pkg }) => !pkg.private)
    .map(({ dir, pkg }) => ({ dir, name: pkg.name, pkg }));
}
