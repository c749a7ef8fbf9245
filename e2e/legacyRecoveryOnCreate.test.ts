// Issue 7, legacy `require_user_owned_recovery_on_create` (spec 001 §4 "Wallet creation"), in real Chromium
// against the real server, demo and wallet frame: after an email sign-in the recovery selection comes
// first ('Secure your account'); the user picks 'Set a password', goes through the password steps, and the
// wallets are created already protected by that password (recovery method user-passcode). The new user
// then sees the created screen, and the wallet signs.

import type { Browser, Page } from "playwright-core";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, loginWithEmailCode, openJourney, screenshotPair } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
const APP = "e2e-legacy-recovery";

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    demoHostname: "localhost",
    apps: [
      {
        id: APP,
        name: "Legacy app",
        embedded_wallet_config: {
          ethereum: { create_on_login: "all-users" },
          solana: { create_on_login: "off" },
          require_user_owned_recovery_on_create: true,
          user_owned_recovery_options: ["user-passcode"],
          mode: "legacy-embedded-wallets-only",
        },
      },
    ],
  }));
});

afterAll(() => closeJourney({ stack, browser }));

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue7-${name}`);

/** The product's mark under the login list (issue 18), on the landing screen. */
async function protectedBy(page: Page) {
  const landing = page.locator('[data-foyer-screen="landing"]');
  expect(await landing.locator('[data-foyer="protected-by"]').textContent()).toBe("Protected by Foyer");
  await shots2(page, "landing-protected-by");
}

describe("issue 7: legacy require_user_owned_recovery_on_create", () => {
  it("goes to the recovery selection first and creates the wallet with the chosen password", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `legacy-${Date.now()}@example.com`;
    const password = "Legacy-Pass-2026!";
    try {
      // No ?wallets= here: createOnLogin comes from the app's server configuration.
      await loginWithEmailCode(page, stack, email, { query: `?app=${APP}`, atLanding: () => protectedBy(page) });

      const selection = page.locator('[data-foyer-screen="recoverySelection"]');
      await selection.waitFor({ timeout: 30_000 });
      expect(await selection.textContent()).toContain("Secure your account");
      // One modal, one card: the recovery flow is on top of the login flow, whose screen is not shown.
      const hosts = page.locator("#foyer-modal-host");
      expect(await hosts.count()).toBe(1);
      expect(await hosts.getAttribute("data-foyer-flow")).toBe("recovery");
      expect(await page.locator('[data-foyer-screen="createWallet"]').count()).toBe(0);
      expect(await selection.textContent()).toContain(
        "Select a method for logging in on new devices and recovering your account.",
      );
      // Nothing is created before the user chose.
      const before = await fetch(`${stack.apiUrl}/api/v1/wallets`, {
        headers: {
          "foyer-app-id": APP,
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("foyer:token"))}`,
        },
      });
      expect(((await before.json()) as { wallets: unknown[] }).wallets).toEqual([]);
      await shots2(page, "legacy-selection");
      await selection.getByRole("button", { name: "Set a password" }).click();

      const create = page.locator('[data-foyer-screen="passwordCreate"]');
      await create.locator('input[name="password"]').fill(password);
      // 'Show' reveals the password and turns into 'Hide', which masks it again.
      await create.getByRole("button", { name: "Show", exact: true }).click();
      expect(await create.locator('input[name="password"]').getAttribute("type")).toBe("text");
      await shots2(page, "password-shown");
      await create.getByRole("button", { name: "Hide", exact: true }).click();
      expect(await create.locator('input[name="password"]').getAttribute("type")).toBe("password");
      await create.getByRole("button", { name: "Continue" }).click();
      await page.locator('[data-foyer-screen="passwordSave"]').getByRole("button", { name: "Continue" }).click();
      const confirm = page.locator('[data-foyer-screen="passwordConfirm"]');
      await confirm.locator('input[name="confirmation"]').fill(password);
      await confirm.getByRole("button", { name: "Continue" }).click();
      const finalize = page.locator('[data-foyer-screen="passwordFinalize"]');
      await finalize.getByRole("checkbox").check();
      // Not user-initiated: no Cancel on the final step.
      expect(await finalize.getByRole("button", { name: "Cancel" }).count()).toBe(0);
      await finalize.getByRole("button", { name: "Set Password" }).click();

      // The new user's created screen, then the wallet, protected by the password.
      await page
        .locator('[data-foyer-screen="success"]')
        .filter({ hasText: "Welcome to Legacy app" })
        .waitFor({ timeout: 60_000 });
      const eth = page.getByTestId("demo-wallet-ethereum");
      await eth.waitFor();
      const address = (await eth.locator("code").textContent())?.trim() as `0x${string}`;
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as {
        linkedAccounts: { walletClientType?: string; chainType?: string; recoveryMethod?: string }[];
      };
      const embedded = user.linkedAccounts.filter((a) => a.walletClientType === "foyer");
      expect(embedded.map((a) => [a.chainType, a.recoveryMethod])).toEqual([["ethereum", "user-passcode"]]);

      await page.getByLabel("Message").fill("legacy gm");
      await page.getByRole("button", { name: "Sign message" }).click();
      await page
        .locator('[data-foyer-screen="signatureConfirm"]')
        .getByRole("button", { name: "Sign and continue" })
        .click();
      const signature = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "legacy gm", signature })).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("closing the recovery selection fails the creation and logs the user out", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `legacy-exit-${Date.now()}@example.com`;
    try {
      await loginWithEmailCode(page, stack, email, { query: `?app=${APP}`, atLanding: () => protectedBy(page) });
      await page.locator('[data-foyer-screen="recoverySelection"]').waitFor({ timeout: 30_000 });
      await page.keyboard.press("Escape");
      // Spec 001 §4: failed creation during recovery logs the user out.
      await page.getByRole("button", { name: "Log in", exact: true }).waitFor();
      expect(await page.getByTestId("demo-user").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
