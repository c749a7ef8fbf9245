// Issue 18, external wallets: Coinbase Wallet and Base Account on their official SDKs, as far as they run here.
// Each SDK's real provider is created in Chromium and answers EIP-1193 requests; connecting opens the vendor's
// popup (keys.coinbase.com), which needs Coinbase's servers: the journey checks that the popup is asked for
// and stops there. Every request off loopback is aborted, so nothing leaves the machine.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFixtureJourney, type FixtureJourney, openFixtureJourney } from "./fixtureJourney.ts";

let journey: FixtureJourney;

beforeAll(async () => {
  journey = await openFixtureJourney("sdkConnectorsPage", {
    id: "e2e-sdk-connectors",
    name: "SDK connectors app",
    wallet_auth: true,
  });
});

afterAll(() => closeFixtureJourney(journey));

/** A context whose requests off loopback are aborted and recorded (the SDKs' popups and any script they add). */
async function offlineContext(): Promise<{ context: BrowserContext; outside: string[] }> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const outside: string[] = [];
  await context.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return { context, outside };
}

/** The popup the SDK opened, as the aborted request to it recorded: Coinbase's connect page for this SDK. */
const connectPopup = (outside: readonly string[], sdk: string) =>
  outside
    .map((url) => new URL(url))
    .find((url) => url.hostname === "keys.coinbase.com" && url.pathname === "/connect")
    ?.searchParams.get("sdkName") === sdk;

describe.each([
  ["coinbase_wallet", "Coinbase Wallet", "@coinbase/wallet-sdk", 4100],
  ["base_account", "Base Account", "@base-org/account", []],
] as const)("the %s connector", (id, name, sdk, accountsBeforeConnect) => {
  it("creates the SDK's provider, which answers EIP-1193 requests and asks Coinbase's popup to connect", async () => {
    const { context, outside } = await offlineContext();
    const tab = await context.newPage();
    const request = (method: string) => tab.evaluate((m) => window.sdkRequest(m), method);
    try {
      await tab.goto(journey.url);
      await tab.evaluate((connector) => window.openSdkProvider(connector), id);
      // Before a connection the SDK answers the chain itself: its default, Ethereum mainnet.
      expect(await request("eth_chainId")).toEqual({ result: "0x1" });
      expect(await request("net_version")).toEqual({ result: 1 });
      // No account yet; signing is refused as unauthorized (EIP-1193 4100) until eth_requestAccounts.
      const accounts = await request("eth_accounts");
      if (typeof accountsBeforeConnect === "number") expect(accounts.error?.code).toBe(accountsBeforeConnect);
      else expect(accounts).toEqual({ result: accountsBeforeConnect });
      expect((await request("personal_sign")).error?.code).toBe(4100);
      // eth_requestAccounts opens Coinbase's connect popup, for this page's origin: the boundary of what runs
      // here (the popup needs keys.coinbase.com, aborted by this context).
      const popup = context.waitForEvent("page", { timeout: 20_000 });
      // It stays pending (nobody answers in the popup); closing the context at the end ends it.
      void request("eth_requestAccounts").catch(() => {});
      await (await popup).waitForLoadState().catch(() => {});
      expect(connectPopup(outside, sdk)).toBe(true);
      expect(outside.some((url) => new URL(url).searchParams.get("origin") === journey.fixture.url)).toBe(true);
      expect(outside.every((url) => new URL(url).hostname === "keys.coinbase.com")).toBe(true);
    } finally {
      await context.close();
    }
  });

  it(`opens ${name}'s popup from the wallet list, loading its SDK only then`, async () => {
    const { context, outside } = await offlineContext();
    const tab = await context.newPage();
    const scripts: string[] = [];
    tab.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    const holdsSdk = async (url: string) => (await (await fetch(url)).text()).includes("keys.coinbase.com/connect");
    try {
      await tab.goto(journey.url);
      await tab.getByRole("button", { name: "Log in", exact: true }).click();
      await tab.getByRole("button", { name: "Continue with a wallet" }).click();
      await tab.locator('[data-foyer-wallet-screen="list"]').waitFor();
      // This page also offers the SDKs through window.openSdkProvider: its own entry imports neither.
      expect(await Promise.all(scripts.map(holdsSdk))).not.toContain(true);
      const popup = context.waitForEvent("page", { timeout: 20_000 });
      await tab.locator(`[data-foyer-wallet="${id}"]`).first().click();
      await (await popup).waitForLoadState().catch(() => {});
      expect(connectPopup(outside, sdk)).toBe(true);
      expect(await Promise.all(scripts.map(holdsSdk))).toContain(true);
      // The modal waits on the wallet's status screen while the popup is open.
      await tab.locator("[data-foyer-wallet-stage]").waitFor();
    } finally {
      await context.close();
    }
  });
});
