// A whole login method added from outside the shared files (issue 12 "Must show"): the magic-word server
// plugin (packages/server/src/testing/magicWordPlugin.ts, registered with createServer({ plugins })) and its
// client method and screen (e2e/fixtures/magicWordMethod.tsx, registered with <FoyerProvider methods>), on a
// small host page built here with esbuild; a login completes with it in real Chromium.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultPlugins } from "@foyer/server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { magicWordPlugin } from "../packages/server/src/testing/magicWordPlugin.ts";
import { shotsDir } from "./journey.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";

const APP = "e2e-outside";
const WORD = "abracadabra";
let stack: Stack;
let browser: Browser;
let page: { server: Server; url: string; dir: string };

/** Bundles the fixture page (esbuild, code splitting: the method's screen is its own chunk) and serves it. */
async function servePage(): Promise<{ server: Server; url: string; dir: string }> {
  const { build } = await import("esbuild");
  const root = fileURLToPath(new URL("..", import.meta.url));
  const dir = mkdtempSync(join(root, "node_modules", ".foyer-outside-"));
  await build({
    entryPoints: [fileURLToPath(new URL("./fixtures/outsideMethodPage.tsx", import.meta.url))],
    bundle: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    jsx: "automatic",
    conditions: ["@foyer/source"],
    outdir: dir,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
    absWorkingDir: root,
  });
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/outsideMethodPage.js"></script></body></html>',
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const file = path === "/" ? "index.html" : path.slice(1);
    try {
      const body = readFileSync(join(dir, file));
      res.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, dir };
}

beforeAll(async () => {
  page = await servePage();
  stack = await startStack({
    apps: [{ id: APP, name: "Outside method app", allowed_origins: [page.url], magic_word: { word: WORD } }],
    server: { plugins: [...defaultPlugins, magicWordPlugin] },
  });
  browser = await launchChromium();
  mkdirSync(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await new Promise((resolve) => page?.server.close(resolve));
  if (page) rmSync(page.dir, { recursive: true, force: true });
});

describe("a login method from outside the shared files", () => {
  it("shows its entry, opens its own screen, refuses a wrong word, then signs in with the right one", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    try {
      await tab.goto(`${page.url}/?app=${APP}&server=${encodeURIComponent(stack.apiUrl)}`);
      await tab.getByRole("button", { name: "Log in", exact: true }).click();
      await tab.locator('[data-foyer-screen="landing"]').waitFor();
      await tab.getByRole("button", { name: "Continue with the magic word" }).click();
      const screen = tab.locator('[data-foyer-screen="magic-word"]');
      await screen.waitFor();
      await screen.getByLabel("Username").fill("merlin");
      await screen.getByLabel("Magic word").fill("hocus pocus");
      await screen.getByRole("button", { name: "Sign in" }).click();
      await screen.getByRole("alert").getByText("Wrong word.").waitFor();
      await screen.getByLabel("Magic word").fill(WORD);
      await screen.getByRole("button", { name: "Sign in" }).click();
      await tab.screenshot({ path: new URL("outside-method-1280.png", shotsDir).pathname });
      const user = JSON.parse((await tab.getByTestId("user").textContent({ timeout: 20_000 })) ?? "{}");
      expect(user.linkedAccounts).toEqual([expect.objectContaining({ type: "custom_auth", customUserId: "merlin" })]);
    } finally {
      await context.close();
    }
  });
});
