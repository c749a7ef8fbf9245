import { defineConfig } from "vitest/config";

// One runner for everything: unit tests beside the code, server tests over real HTTP,
// browser journeys in e2e/ (real Chromium via playwright-core).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/core/src/**/*.test.ts",
            "packages/react/src/**/*.test.{ts,tsx}",
            "packages/wallet-frame/src/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["packages/server/src/**/*.test.ts", "packages/devchain/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["packages/server/src/testing/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One retry: a journey that fails twice fails the run; one that fails once is usually a 2-core
          // machine starving Chromium (the retry is reported as such in the output).
          retry: 1,
        },
      },
    ],
  },
});
