// A whole login method added from outside the shared files (issue 12 "Must show"): the magic-word server
// plugin (packages/server/src/testing/magicWordPlugin.ts, registered with createServer({ plugins })) and its
// client method and screen (e2e/fixtures/magicWordMethod.tsx, registered with <FoyerProvider methods>), on a
// small host page built here with esbuild; a login completes with it in real Chromium.
import { mkdirSync } from "node:fs";
import { defaultPlugins } from "@foyer/server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { magicWordPlugin } from "../packages/server/src/testing/magicWordPlugin.ts";
import { shotsDir } from "./journey.ts";
import { launchChromium } from "./launchChromium.ts";
import { type FixturePage, serveFixturePage } from "./serveFixturePage.ts";
import { type Stack, startStack } from "./startStack.ts";

const APP = "e2e-outside";
const WORD = "abracadabra";
let stack: Stack;
let browser: Browser;
let page: FixturePage;

beforeAll(async () => {
  page = await serveFixturePage("outsideMethodPage");
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
  await page?.close();
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
