import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

/** Absolute tarball path per package name (@foyer/core -> /.../foyer-core-0.1.0.tgz), from the globalSetup. */
export function packs(): Record<string, string> {
  return inject("foyerPacks");
}

export interface CommandResult {
  code: number | null;
  output: string;
}

/** Runs a command to its end, output captured (stdout and stderr interleaved). */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<CommandResult>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/**
 * npm's warnings of an install, minus the one this machine's own ~/.npmrc causes (an option npm no longer
 * knows): EBADENGINE, deprecations, peer conflicts and install scripts all count.
 */
export function installWarnings(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => /^npm warn/i.test(line) && !/Unknown (user|global|project|env) config/.test(line));
}

/**
 * A copy of `source` (a starter in examples/, or an empty project) in a fresh temporary directory whose
 * @foyer/* dependencies point at the packed tarballs (transitive ones through `overrides`), installed with
 * npm as a user would. Outside the repository, so nothing resolves to the workspace.
 */
export async function installFromPacks(
  source: string | { dependencies: Record<string, string> },
  name: string,
): Promise<{ dir: string; install: CommandResult }> {
  const dir = join(mkdtempSync(join(tmpdir(), `foyer-${name}-`)), name);
  mkdirSync(dir, { recursive: true });
  if (typeof source === "string") {
    cpSync(source, dir, {
      recursive: true,
      filter: (path) => !/(^|\/)(node_modules|\.next|dist)(\/|$)/.test(path.slice(source.length)),
    });
  } else {
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name, private: true, ...source }));
  }
  const pkgPath = join(dir, "package.json");
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
  const tarballs = packs();
  for (const field of ["dependencies", "devDependencies"]) {
    for (const dep of Object.keys(pkg[field] ?? {})) {
      if (tarballs[dep]) pkg[field][dep] = `file:${tarballs[dep]}`;
    }
  }
  pkg.overrides = Object.fromEntries(Object.entries(tarballs).map(([dep, path]) => [dep, `file:${path}`]));
  writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
  // --prefer-offline: packages already in npm's cache are taken without asking the registry whether their
  // metadata changed (a round trip per package); what is missing is still fetched.
  const install = await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: dir });
  if (install.code !== 0) throw new Error(`npm install failed in ${dir}:\n${install.output}`);
  return { dir, install };
}
