// Vitest globalSetup of the "packed" project: the packages built and packed as npm would publish them.
// `npm test` has done both already (FOYER_PACKS_DIR); run alone, this builds and packs into a temp dir.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { packPackages } from "../../scripts/packPackages.mjs";
import { publishedPackages, root } from "../../scripts/publishedPackages.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Tarball path per published package name. */
    foyerPacks: Record<string, string>;
  }
}

export default function setup(project: TestProject): void {
  const given = process.env.FOYER_PACKS_DIR;
  let packs: Record<string, string>;
  if (given) {
    const files = readdirSync(given);
    packs = Object.fromEntries(
      publishedPackages().map(({ name, pkg }) => {
        const file = `${name.replace("@", "").replace("/", "-")}-${pkg.version}.tgz`;
        if (!files.includes(file)) throw new Error(`${file} is missing from FOYER_PACKS_DIR=${given}`);
        return [name, join(given, file)];
      }),
    );
  } else {
    const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
    const dir = mkdtempSync(join(tmpdir(), "foyer-packs-"));
    packs = Object.fromEntries(packPackages(dir).map(({ name, tarball }) => [name, tarball]));
  }
  project.provide("foyerPacks", packs);
}
