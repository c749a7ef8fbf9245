import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// One runner for everything: unit tests beside the code, server tests over real HTTP,
// browser journeys in e2e/ (real Chromium via playwright-core).
// Workspace packages resolve to their sources through the "@foyer/source" export condition (consumers of
// the published packages get dist/ instead); every project extends this root config to inherit it.
// WalletConnect's SDKs import their CommonJS builds' default export (`import X from "@walletconnect/…"`),
// which Node's own loader hands over as the whole exports object ("X is not a constructor"): the test
// wallet's SDK goes through Vite instead, which picks their ES builds as a bundler does.
const walletConnectInline = { deps: { inline: [/@walletconnect\//] } };

export default defineConfig({
  resolve: { conditions: ["@foyer/source", ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ["@foyer/source", ...defaultServerConditions], externalConditions: ["@foyer/source"] },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "packages/core/src/**/*.test.ts",
            "packages/react/src/**/*.test.{ts,tsx}",
            "packages/wallet-frame/src/**/*.test.ts",
            "packages/wagmi/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          // One module graph per worker instead of a fresh process per file: these 115 files are pure
          // (their fake timers, stubbed globals and spies are undone in afterEach), and a process per file
          // cost ~4x the tests' own time in startup and imports on a 2-core machine.
          isolate: false,
          // Key derivation and signing in pure JS take a few seconds on a loaded 2-core machine; a hang still fails.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          server: walletConnectInline,
          include: ["packages/server/src/**/*.test.ts", "packages/devchain/src/**/*.test.ts"],
          environment: "node",
          // As in "unit": one module graph per worker (every file starts and closes its own servers and
          // databases; the server keeps no module-level state), not a fresh process importing it all per file.
          isolate: false,
          globalSetup: ["scripts/vitestWalletFrame.mjs", "packages/server/src/testing/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The packed packages as users get them: the server from its tarball (the Docker image's command),
          // two server processes on one PostgreSQL, the starters in examples/ installed from the tarballs.
          name: "packed",
          include: ["examples/tests/**/*.test.ts"],
          environment: "node",
          globalSetup: ["examples/tests/globalSetup.ts"],
          testTimeout: 300_000,
          hookTimeout: 1_500_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          server: walletConnectInline,
          include: ["e2e/**/*.test.ts"],
          globalSetup: [
            "scripts/vitestWalletFrame.mjs",
            "packages/server/src/testing/globalSetup.ts",
            "e2e/globalSetup.ts",
          ],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time: a journey is a chain of steps between the test, the server and Chromium, so
          // one file keeps about one core busy (and waits out the UI's own delays); two use a 2-core machine.
          maxWorkers: 2,
          // One retry: a journey that fails twice fails the run; one that fails once is usually a 2-core
          // machine starving Chromium (the retry is reported as such in the output).
          retry: 1,
        },
      },
    ],
  },
});
