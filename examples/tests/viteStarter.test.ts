// examples/vite-react as a user gets it: installed from the packed tarballs (no warning), type-checked
// under the create-vite template's tsconfig and built (`npm run build` = tsc -b && vite build), served by
// `vite preview`, and signed in to by email in Chromium against the packed server.
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../e2e/launchChromium.ts";
import { type CommandResult, installFromPacks, installWarnings, run } from "./packedInstall.ts";
import { freePort, type PackedServer } from "./packedServer.ts";
import { logInByEmail, serveUntilReady, startDevServer } from "./starterJourney.ts";

let server: PackedServer;
let preview: Awaited<ReturnType<typeof serveUntilReady>>;
let browser: Browser;
let install: CommandResult;
let build: CommandResult;
let appUrl: string;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  server = await startDevServer([appUrl]);
  const starter = await installFromPacks(fileURLToPath(new URL("../vite-react", import.meta.url)), "vite-react");
  install = starter.install;
  build = await run("npm", ["run", "build"], {
    cwd: starter.dir,
    env: { VITE_FOYER_SERVER_URL: server.url, VITE_FOYER_APP_ID: "foyer-dev" },
  });
  if (build.code !== 0) return;
  preview = await serveUntilReady("npx", ["vite", "preview", "--port", String(port), "--strictPort"], {
    cwd: starter.dir,
    url: appUrl,
  });
  browser = await launchChromium();
}, 1_500_000);

afterAll(async () => {
  await browser?.close();
  await preview?.stop();
  await server?.stop();
});

describe("Vite React starter from the packed packages", () => {
  it("installs without warnings, type-checks and builds", () => {
    expect(installWarnings(install.output)).toEqual([]);
    expect(build.output).not.toContain("error TS");
    expect(build.code, build.output).toBe(0);
  });

  it("signs a user in by email against the packed server", async () => {
    const page = await browser.newPage();
    const email = `vite-starter-${Date.now()}@example.com`;
    await page.goto(appUrl);
    await logInByEmail(page, server.url, email);
    await expect.poll(() => page.getByTestId("signed-in-as").textContent(), { timeout: 30_000 }).toContain(email);
    await page.reload();
    await expect.poll(() => page.getByTestId("signed-in-as").textContent(), { timeout: 30_000 }).toContain(email);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Log in", exact: true }).waitFor();
    await page.close();
  });
});
