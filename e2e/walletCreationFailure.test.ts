// Spec 001 §2 "Creating wallet": when the embedded wallet cannot be created after sign-in, the screen shows
// 'Something went wrong' with 'Close'; spec 000 §4: the user is logged out. The host's failure handler gets
// 'Failed to create wallet'. The failure is the wallet server not answering the frame's creation call
// (the request is aborted at the network, as when the API goes away mid-creation).

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, loginWithEmailCode, openJourney, screenshotPair } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ demoHostname: "localhost" }));
});
afterAll(() => closeJourney({ stack, browser }));

describe("wallet creation failure", () => {
  it("shows 'Something went wrong' with 'Close', logs out, and reports 'Failed to create wallet'", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The frame's creation call (on the wallet origin) never reaches the server.
    await context.route("**/api/v1/embedded_wallets", (route) => route.abort("connectionrefused"));
    const page = await context.newPage();
    const email = `create-fail-${Date.now()}@example.com`;
    try {
      await loginWithEmailCode(page, stack, email, "?wallets=all-users");

      const screen = page.locator('[data-foyer-screen="createWallet"]');
      await screen.getByText("Something went wrong", { exact: true }).waitFor({ timeout: 60_000 });
      // The screen's own button (the header has an icon button labelled Close too).
      const close = screen.locator("button.foyer-button", { hasText: "Close" });
      await close.waitFor();
      await screenshotPair(page, "wallet-creation-failure");
      // The failure handler got the spec's text.
      expect(await page.getByTestId("demo-login-event").textContent()).toBe(
        "Login ended: embedded_wallet_create_error (Failed to create wallet)",
      );
      // Logged out already, before Close: no session is left behind the error.
      expect(await page.getByTestId("demo-user").count()).toBe(0);

      await close.click();
      await screen.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Log in", exact: true }).waitFor();
      expect(await page.getByTestId("demo-user").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
