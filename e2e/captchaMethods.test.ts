// Captcha before a wallet sign-in and before a Farcaster sign-in (issue 18 "Broken"): with ALTCHA on, the
// server refuses siwe/init and farcaster/init without a token (invalid_captcha); the modal now shows the captcha
// screen before those calls and sends its token, in real Chromium against the real server and demo.
import { mkdirSync } from "node:fs";
import { type Anvil, devAccount, startAnvil } from "@foyer/devchain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUserOf, screenshotPair, shotsDir } from "./journey.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";
import { installEthereumTestWallet } from "./testWallets.ts";

const APP = "e2e-captcha-methods";
let stack: Stack;
let anvil: Anvil;
let browser: Browser;

beforeAll(async () => {
  anvil = await startAnvil();
  stack = await startStack({
    apps: [
      // A small proof of work so a starved Chromium solves it well inside the wait (as in gates.test.ts).
      {
        id: APP,
        name: "Captcha methods app",
        captcha_enabled: true,
        captcha_provider: "altcha",
        captcha_altcha_maxnumber: 1_000,
        wallet_auth: true,
        farcaster_auth: true,
      },
    ],
  });
  browser = await launchChromium();
  mkdirSync(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await anvil?.stop();
});

async function withPage(run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

const userOf = (page: Page) => demoUserOf<{ linkedAccounts: { type: string; address?: string }[] }>(page);

/** The captcha screen runs, passes and continues by itself (no user intent needed for these calls). */
async function passCaptcha(page: Page, shot: string) {
  const captcha = page.locator('[data-foyer-screen="captcha"]');
  await captcha.waitFor();
  expect(await captcha.textContent()).toContain("Checking that you are a human...");
  await captcha.getByText("Success!").waitFor({ timeout: 20_000 });
  expect(await captcha.textContent()).toContain("CAPTCHA passed successfully.");
  // It continues by itself: no "Continue" button for these calls.
  expect(await captcha.getByRole("button", { name: "Continue" }).count()).toBe(0);
  await screenshotPair(page, shot);
  await captcha.waitFor({ state: "detached", timeout: 10_000 });
}

describe("captcha before wallet and Farcaster sign-in", () => {
  it("wallet: connects, passes the captcha, then signs in with SIWE (siwe/init carries the token)", async () => {
    await withPage(async (page) => {
      const account = devAccount(2);
      const wallet = await installEthereumTestWallet(page, { account, rpcUrl: anvil.rpcUrl });
      const inits: { captcha_token?: string }[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/v1/siwe/init")) inits.push(request.postDataJSON());
      });
      await page.goto(`${stack.demoUrl}/?app=${APP}&wallets=1`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("button", { name: "Continue with a wallet" }).click();
      await page.locator('[data-foyer-wallet="test"]').click();
      await passCaptcha(page, "captcha-before-wallet");
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts.find((a) => a.type === "wallet")).toMatchObject({ address: account.address });
      expect(wallet.signatures).toBe(1);
      expect(inits).toHaveLength(1);
      expect(inits[0]?.captcha_token).toEqual(expect.any(String));
    });
  });

  it("Farcaster: passes the captcha, then opens the request (farcaster/init carries the token) and signs in", async () => {
    await withPage(async (page) => {
      const inits: { captcha_token?: string }[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/v1/farcaster/init")) inits.push(request.postDataJSON());
      });
      await page.goto(`${stack.demoUrl}/?app=${APP}`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.locator('[data-foyer-screen="landing"]').waitFor();
      const overflow = page.getByRole("button", { name: /Other socials|More options/ });
      if (await overflow.count()) await overflow.click();
      await page.getByRole("button", { name: "Farcaster", exact: true }).click();
      await passCaptcha(page, "captcha-before-farcaster");
      const link = page.locator('[data-foyer="farcaster-link"]');
      await link.waitFor();
      const connectUri = (await link.getAttribute("data-connect-uri")) ?? "";
      const app = await page.context().newPage();
      await app.goto(connectUri);
      await app.locator("#u").fill("captcha-carol");
      await app.getByRole("button", { name: "Approve" }).click();
      await app.getByText("Approved as @captcha-carol").waitFor({ timeout: 30_000 });
      await app.close();
      await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts.some((a) => a.type === "farcaster")).toBe(true);
      expect(inits).toHaveLength(1);
      expect(inits[0]?.captcha_token).toEqual(expect.any(String));
    });
  });
});
