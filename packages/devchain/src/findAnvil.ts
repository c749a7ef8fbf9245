import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

const platformPackages: Record<string, string> = {
  "linux-x64": "@foundry-rs/anvil-linux-amd64",
  "linux-arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin-x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin-arm64": "@foundry-rs/anvil-darwin-arm64",
};

/**
 * The anvil binary: `FOYER_ANVIL_BIN`, else the platform package that `@foundry-rs/anvil`
 * installs as an optional dependency. We call the binary directly rather than the package's
 * `bin.mjs` wrapper so that stopping the child stops anvil itself (no orphan node process).
 */
export function findAnvil(): string {
  const fromEnv = process.env.FOYER_ANVIL_BIN;
  if (fromEnv) return fromEnv;
  const pkg = platformPackages[`${process.platform}-${process.arch}`];
  if (!pkg) throw new Error(`anvil has no npm build for ${process.platform}-${process.arch}: set FOYER_ANVIL_BIN`);
  let dir: string;
  try {
    dir = dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(`${pkg} is not installed: run \`npm install\` (it is an optional dependency of @foyer/devchain)`);
  }
  const bin = join(dir, "bin", "anvil");
  if (!existsSync(bin)) throw new Error(`anvil binary missing at ${bin}`);
  return bin;
}
