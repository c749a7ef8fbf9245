// A wallet connector added from outside Foyer's files (issue 12, providers as data): the fixture connector
// (e2e/fixtures/fixtureWalletConnector.ts, registered with `walletConnectors`) gets its row in the wallet list,
// its code loads only when chosen, and a SIWE login completes with the key it holds, in real Chromium.
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shotsDir } from "./journey.ts";
import { launchChromium } from "./launchChromium.ts";
import { type FixturePage, serveFixturePage } from "./serveFixturePage.ts";
import { type Stack, startStack } from "./startStack.ts";

const APP = "e2e-outside-connector";
let stack: Stack;
let browser: Browser;
let page: FixturePage;

beforeAll(async () => {
  page = await serveFixturePage("outsideConnectorPage");
  stack = await startStack({
    apps: [{ id: APP, name: "Outside connector app", allowed_origins: [page.url], wallet_auth: true }],
  });
  browser = await launchChromium();
  mkdirSync(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await page?.close();
});

describe("a wallet connector from outside Foyer's files", () => {
  it("lists its wallet, loads its code when chosen and signs in with it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const scripts: string[] = [];
    tab.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    const holdsWallet = async (url: string) =>
      (await (await fetch(url)).text()).includes("fixture-wallet-provider-chunk");
    try {
      await tab.goto(`${page.url}/?app=${APP}&server=${encodeURIComponent(stack.apiUrl)}`);
      await tab.getByRole("button", { name: "Log in", exact: true }).click();
      await tab.getByRole("button", { name: "Continue with a wallet" }).click();
      await tab.locator('[data-foyer-wallet-screen="list"]').waitFor();
      const row = tab.locator('[data-foyer-wallet="fixture_wallet"]');
      await expect(row.textContent()).resolves.toContain("Fixture Wallet");
      expect(await Promise.all(scripts.map(holdsWallet))).not.toContain(true);

      await row.click();
      const user = JSON.parse((await tab.getByTestId("user").textContent({ timeout: 20_000 })) ?? "{}");
      expect(await Promise.all(scripts.map(holdsWallet))).toContain(true);
      const address = await tab.evaluate(() => (globalThis as { fixtureWallet?: { address: string } }).fixtureWallet);
      expect(user.linkedAccounts).toEqual([
        expect.objectContaining({
          type: "wallet",
          address: address?.address,
          connectorType: "fixture_wallet",
          walletClientType: "fixture_wallet",
        }),
      ]);
    } finally {
      await context.close();
    }
  });
});
