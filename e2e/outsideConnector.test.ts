// A wallet connector added from outside Foyer's files (issue 12, providers as data): the fixture connector
// (e2e/fixtures/fixtureWalletConnector.ts, registered with `walletConnectors`) gets its row in the wallet list,
// its code loads only when chosen, and a SIWE login completes with the key it holds, in real Chromium.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFixtureJourney, type FixtureJourney, openFixtureJourney, withFixtureTab } from "./fixtureJourney.ts";

let journey: FixtureJourney;

beforeAll(async () => {
  journey = await openFixtureJourney("outsideConnectorPage", {
    id: "e2e-outside-connector",
    name: "Outside connector app",
    wallet_auth: true,
  });
});

afterAll(() => closeFixtureJourney(journey));

describe("a wallet connector from outside Foyer's files", () => {
  it("lists its wallet, loads its code when chosen and signs in with it", async () => {
    await withFixtureTab(journey, async (tab, openLogin) => {
      const scripts: string[] = [];
      tab.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
      const holdsWallet = async (url: string) =>
        (await (await fetch(url)).text()).includes("fixture-wallet-provider-chunk");
      await openLogin();
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
    });
  });
});
