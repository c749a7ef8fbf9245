// The demo after logout: per-session results (here the embedded wallet's signature) belong to the user who
// made them; logging out and back in shows none of them (issue 18, "In the demo").
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { latestCode } from "./latestCode.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
let skew = 0;
beforeAll(async () => {
  stack = await startStack({ demoHostname: "localhost", server: { now: () => Date.now() + skew } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function login(page: Page, email: string, not?: string) {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
  await page.locator('[data-foyer-screen="code"]').waitFor();
  const code = await latestCode(stack.apiUrl, email, not ? { not } : {});
  await page.locator("input[data-foyer-code-box]").first().fill(code);
  return code;
}

it("shows no signature of the previous session after logout and login", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = `edges-${Date.now()}@example.com`;
  await page.goto(`${stack.demoUrl}/?wallets=all-users`);
  const first = await login(page, email);
  await page.locator('[data-foyer-screen="success"]').waitFor({ timeout: 60_000 });
  await page.getByTestId("demo-wallet-ethereum").waitFor({ timeout: 60_000 });
  await page.locator('[data-foyer-screen="success"]').waitFor({ state: "detached", timeout: 60_000 });
  await page.getByLabel("Message").fill("gm");
  await page.getByRole("button", { name: "Sign message" }).click();
  await page
    .locator('[data-foyer-screen="signatureConfirm"]')
    .getByRole("button", { name: "Sign and continue" })
    .click();
  await page.getByTestId("demo-signature").waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: "Log out" }).click();
  // Past the 30 s resend cooldown of the first code without waiting for it.
  skew += 60_000;
  await login(page, email, first);
  await page.getByTestId("demo-wallet-ethereum").waitFor({ timeout: 60_000 });
  expect(await page.getByTestId("demo-signature").count()).toBe(0);
  await context.close();
}, 180_000);
