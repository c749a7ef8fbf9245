// The demo app built once per e2e run (Vite production build, a few chunks) instead of a Vite dev server
// per test file: a dev server transforms ~250 source modules per file and every fresh browser context
// fetches them one by one, which on a 2-core CI machine cost more than most journeys themselves.
// The stack-specific values (server URL, wallet origin, local chains) differ per test file, so the build
// carries placeholder tokens in their place and serveDemo.ts writes each stack's values into what it serves.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The VITE_ variables the demo reads (apps/demo/src/vite-env.d.ts), each built in as a unique token. */
export const demoEnvNames = [
  "VITE_FOYER_SERVER_URL",
  "VITE_FOYER_APP_ID",
  "VITE_FOYER_WALLET_FRAME_URL",
  "VITE_FOYER_EVM_RPC_URL",
  "VITE_FOYER_EVM_CHAIN_ID",
  "VITE_FOYER_USDC_ADDRESS",
  "VITE_FOYER_NFT_ADDRESS",
  "VITE_FOYER_SOLANA_RPC_URL",
  "VITE_FOYER_SECOND_EVM_RPC_URL",
  "VITE_FOYER_WALLETCONNECT_RELAY_URL",
  "VITE_FOYER_WALLETCONNECT_LISTING_URL",
] as const;
export type DemoEnv = Partial<Record<(typeof demoEnvNames)[number], string>>;

/** The placeholder built in for `name`: a string literal's content no minifier can fold or split. */
export const demoEnvToken = (name: string) => `__FOYER_E2E_${name}__`;

/**
 * Builds apps/demo into `outDir` with the placeholder tokens. In a child process: Vite's build sets
 * NODE_ENV=production in its own process, which would switch the test servers to production mode.
 */
export function buildDemo(outDir: string): void {
  const root = fileURLToPath(new URL("../apps/demo", import.meta.url));
  const vitePackage = createRequire(import.meta.url).resolve("vite/package.json");
  const vite = join(dirname(vitePackage), "bin/vite.js");
  const env = { ...process.env, ...Object.fromEntries(demoEnvNames.map((name) => [name, demoEnvToken(name)])) };
  const result = spawnSync(
    process.execPath,
    [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn", "--minify", "false"],
    { cwd: root, env, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`vite build of apps/demo failed:\n${result.stdout}\n${result.stderr}`);
  // Every token must have survived the build as written, or a stack would silently run on a default.
  const built = readdirSync(join(outDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(outDir, "assets", file), "utf8"))
    .join("\n");
  const missing = demoEnvNames.filter((name) => !built.includes(demoEnvToken(name)));
  if (missing.length > 0) throw new Error(`the demo build lost the placeholders of ${missing.join(", ")}`);
}
