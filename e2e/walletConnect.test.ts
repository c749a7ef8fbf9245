// Issue 18, external wallets: WalletConnect end to end, offline. The demo's WalletConnect connector (the
// official dapp SDK, loaded when chosen) pairs through the local relay with a test wallet on the official
// wallet SDK, by the QR code's link ("Copy link"), and the SIWE login completes with the wallet's signature.
import { DEV_WALLETCONNECT_PROJECT_ID, devAccount, startWalletConnectTestWallet } from "@foyer/devchain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, demoUserOf, openJourney } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

/** An app with a WalletConnect project id (the local relay checks none) and wallet login. */
const APP_ID = "foyer-walletconnect";

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    walletConnect: true,
    apps: [{ id: APP_ID, wallet_auth: true, wallet_connect_cloud_project_id: DEV_WALLETCONNECT_PROJECT_ID }],
  }));
});

afterAll(() => closeJourney({ stack, browser }));

describe("WalletConnect through the local relay", () => {
  it("pairs a wallet by the QR code's link and logs in by SIWE", async () => {
    const account = devAccount(5);
    const wallet = await startWalletConnectTestWallet({ relayUrl: stack.walletConnectRelayUrl ?? "", account });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.demoUrl });
    const page = await context.newPage();
    try {
      // The SDK is not in the page until WalletConnect is chosen: no script loaded before holds its protocol.
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
      await page.goto(`${stack.demoUrl}/?wallets=1&app=${APP_ID}`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("button", { name: "Continue with a wallet" }).click();
      await page.locator('[data-foyer-wallet-screen="list"]').waitFor();
      const before = [...scripts];
      const holdsSdk = async (url: string) => (await (await fetch(url)).text()).includes("wc_sessionPropose");
      expect(await Promise.all(before.map(holdsSdk))).not.toContain(true);
      await page.locator('[data-foyer-wallet="wallet_connect"]').first().click();

      // The QR code is drawn from the pairing URI; "Copy link" gives the same wc: link to the wallet.
      await page.locator('[data-foyer="qr-code"]').waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Copy link" }).click();
      const uri = await page.evaluate(() => navigator.clipboard.readText());
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/);
      await wallet.pair(uri);

      // Connected: a wallet on another device signs on the user's word ("Sign with your wallet").
      await page.locator('[data-foyer-wallet-stage="signPrompt"]').waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Sign with your wallet" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
      const user = await demoUserOf<{ linkedAccounts: { type: string; address?: string; connectorType?: string }[] }>(
        page,
      );
      expect(user.linkedAccounts.find((a) => a.type === "wallet")).toMatchObject({
        address: account.address,
        connectorType: "wallet_connect_v2",
      });
      expect(wallet.requests).toContain("personal_sign");
      // ...and it came with the choice: a script loaded since holds it.
      expect(await Promise.all(scripts.slice(before.length).map(holdsSdk))).toContain(true);
    } finally {
      await context.close();
      await wallet.close();
    }
  });
});
