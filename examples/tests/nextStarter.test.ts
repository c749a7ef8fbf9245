// examples/nextjs as a user gets it: installed from the packed tarballs (no warning), built with `next
// build` (which type-checks under the create-next-app tsconfig), served by `next start`; in Chromium a user
// signs in by email against the packed server, and the page's server component and route handler read the
// session from the httpOnly foyer-token cookie (verifyFoyerRequest).
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../e2e/launchChromium.ts";
import { type CommandResult, installFromPacks, installWarnings, run } from "./packedInstall.ts";
import { freePort, type PackedServer } from "./packedServer.ts";
import { logInByEmail, serveUntilReady, startDevServer } from "./starterJourney.ts";

let server: PackedServer;
let app: Awaited<ReturnType<typeof serveUntilReady>>;
let browser: Browser;
let install: CommandResult;
let build: CommandResult;
let typecheck: CommandResult;
let appUrl: string;
const env = { NEXT_TELEMETRY_DISABLED: "1" };

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  server = await startDevServer([appUrl]);
  const starter = await installFromPacks(fileURLToPath(new URL("../nextjs", import.meta.url)), "nextjs");
  install = starter.install;
  const buildEnv = { ...env, NEXT_PUBLIC_FOYER_SERVER_URL: server.url, NEXT_PUBLIC_FOYER_APP_ID: "foyer-dev" };
  build = await run("npm", ["run", "build"], { cwd: starter.dir, env: buildEnv });
  if (build.code !== 0) return;
  typecheck = await run("npx", ["tsc", "--noEmit"], { cwd: starter.dir });
  app = await serveUntilReady("npx", ["next", "start", "--port", String(port)], {
    cwd: starter.dir,
    env: buildEnv,
    url: appUrl,
  });
  browser = await launchChromium();
}, 1_500_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await server?.stop();
});

describe("Next.js App Router starter from the packed packages", () => {
  it("installs without warnings, builds and type-checks", () => {
    expect(installWarnings(install.output)).toEqual([]);
    expect(build.code, build.output).toBe(0);
    expect(typecheck.code, typecheck.output).toBe(0);
  });

  it("signs a user in; the server component and the route handler read the cookie session", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `next-starter-${Date.now()}@example.com`;
    await page.goto(appUrl);
    expect(await page.getByTestId("server-session").textContent()).toBe("Server sees no session");
    await logInByEmail(page, server.url, email);
    await expect.poll(() => page.getByTestId("signed-in-as").textContent(), { timeout: 30_000 }).toContain(email);
    await expect
      .poll(() => page.getByTestId("server-session").textContent(), { timeout: 30_000 })
      .toMatch(/^Server sees user \S+/);
    // foyer-token for every path (the app's server reads it); the refresh cookie only for /api/v1/sessions.
    const cookies = await context.cookies(`${server.url}/api/v1/sessions`);
    expect(cookies.find((c) => c.name === "foyer-token")?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === "foyer-refresh-token")?.httpOnly).toBe(true);
    expect((await context.cookies(appUrl)).map((c) => c.name)).not.toContain("foyer-refresh-token");
    expect(await page.evaluate(() => localStorage.getItem("foyer:refresh_token"))).toBe("cookie");

    const me = await context.request.get(`${appUrl}/api/me`);
    expect(me.status()).toBe(200);
    const { userId } = await me.json();
    expect(await page.getByTestId("server-session").textContent()).toBe(`Server sees user ${userId}`);

    // A reload renders the signed-in user on the server; logout clears it.
    await page.reload();
    expect(await page.getByTestId("server-session").textContent()).toBe(`Server sees user ${userId}`);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect
      .poll(() => page.getByTestId("server-session").textContent(), { timeout: 30_000 })
      .toBe("Server sees no session");
    expect((await context.request.get(`${appUrl}/api/me`)).status()).toBe(401);
    await context.close();
  });
});
