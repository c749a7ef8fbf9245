// Issue 18, external wallets: WalletConnect in the demo as `npm start` runs it. foyer-dev has the dev project id,
// the demo pairs through the local relay, and the wallet list reads the relay's wallet listing (the Explorer
// API's shape) instead of WalletConnect's: the QR screen shows and nothing leaves the machine.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, openJourney, shotsDir } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ walletConnect: true }));
});

afterAll(() => closeJourney({ stack, browser }));

describe("WalletConnect under the demo's own configuration (foyer-dev)", () => {
  it.each([1280, 375])(
    "lists the local listing's wallet and shows the QR code at %i px, all offline",
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 740 } });
      const outside: string[] = [];
      await context.route(
        (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
        (route) => {
          outside.push(route.request().url());
          return route.abort();
        },
      );
      const page = await context.newPage();
      const listings: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/v3/wallets")) listings.push(r.url());
      });
      try {
        await page.goto(`${stack.demoUrl}/?wallets=1`);
        await page.getByRole("button", { name: "Log in", exact: true }).click();
        await page.getByRole("button", { name: "Continue with a wallet" }).click();
        await page.locator('[data-foyer-wallet-screen="list"]').waitFor();
        // The relay's listing, asked with foyer-dev's dev project id, adds its wallet to the list.
        await page.getByText("Foyer Test Wallet").waitFor({ timeout: 20_000 });
        const relayHttp = (stack.walletConnectRelayUrl ?? "").replace(/^ws:/, "http:");
        expect(listings).toEqual([
          expect.stringMatching(new RegExp(`^${relayHttp}/v3/wallets\\?projectId=foyer-dev-local&`)),
        ]);
        await page.screenshot({ path: new URL(`wallet-list-demo-${width}.png`, shotsDir).pathname });

        await page.locator('[data-foyer-wallet="wallet_connect"]').first().click();
        await page.locator('[data-foyer="qr-code"]').waitFor({ timeout: 30_000 });
        await page.screenshot({ path: new URL(`walletconnect-qr-demo-${width}.png`, shotsDir).pathname });
        expect(outside).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
