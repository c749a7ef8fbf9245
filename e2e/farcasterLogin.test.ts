// Farcaster login through the dev relay stand-in: the modal shows the QR code and the link, a second page
// plays the Farcaster app (the stand-in's approve page, signing with a dev custody key registered in an
// IdRegistry on the server's own anvil), and the modal completes. Screenshots at 1280 and 375.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationsSettled, demoUserOf, shotsDir } from "./journey.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  mkdirSync(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const userOf = (page: Page) =>
  demoUserOf<{
    linkedAccounts: { type: string; fid?: number; username?: string | null }[];
  }>(page);

/** Main login screen → "Other socials" → Farcaster. */
async function openFarcaster(page: Page) {
  await page.goto(stack.demoUrl);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('[data-foyer-screen="landing"]').waitFor();
  await page.getByRole("button", { name: /Other socials|More options/ }).click();
  await page.getByRole("button", { name: "Farcaster", exact: true }).click();
  await page.locator('[data-foyer-screen="farcaster"]').waitFor();
}

/** Plays the Farcaster app: opens the connect URI in another page and approves as `username`. */
async function approve(page: Page, connectUri: string, username: string, shot?: string) {
  const app = await page.context().newPage();
  await app.goto(connectUri);
  if (shot) await app.screenshot({ path: new URL(shot, shotsDir).pathname });
  await app.locator("#u").fill(username);
  await app.getByRole("button", { name: "Approve" }).click();
  await app.getByText(`Approved as @${username}`).waitFor({ timeout: 30_000 });
  await app.close();
}

describe("Farcaster login (Chromium, dev relay stand-in)", () => {
  it("desktop: QR code and truncated link; approving in the 'Farcaster app' signs in", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openFarcaster(page);
      const link = page.locator('[data-foyer="farcaster-link"]');
      await link.waitFor();
      await page.locator('[data-foyer="qr-code"] svg path').waitFor();
      const connectUri = (await link.getAttribute("data-connect-uri")) ?? "";
      expect(connectUri).toContain("/dev/farcaster/connect?channelToken=");
      const shown = (await link.locator("code").textContent()) ?? "";
      expect(shown.startsWith("http")).toBe(false);
      expect(shown.endsWith("…")).toBe(true);
      // The link is clickable: it opens Farcaster's sign-in page in a new tab.
      const anchor = link.getByRole("link");
      expect(await anchor.getAttribute("href")).toBe(connectUri);
      const [opened] = await Promise.all([page.context().waitForEvent("page"), anchor.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(connectUri);
      await opened.close();
      await page.screenshot({ path: new URL("farcaster-qr-1280.png", shotsDir).pathname });
      await page.setViewportSize({ width: 375, height: 740 });
      await animationsSettled(page); // the sheet's slide-in, for the picture only
      await page.screenshot({ path: new URL("farcaster-qr-375.png", shotsDir).pathname });
      await page.setViewportSize({ width: 1280, height: 800 });

      await approve(page, connectUri, "alice", "farcaster-dev-approve-1280.png");
      await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts).toEqual([expect.objectContaining({ type: "farcaster", username: "alice" })]);
    } finally {
      await context.close();
    }
  });

  it("a guest links Farcaster from the demo (link mode opens on the Farcaster screen)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Continue as guest" }).click();
      await page.getByTestId("demo-guest").waitFor();
      await page.getByRole("button", { name: "Link Farcaster" }).click();
      await page.locator('[data-foyer-screen="farcaster"]').waitFor();
      const link = page.locator('[data-foyer="farcaster-link"]');
      await link.waitFor();
      await approve(page, (await link.getAttribute("data-connect-uri")) ?? "", "erin");
      await page.locator('[data-account-type="farcaster"]').waitFor({ timeout: 30_000 });
      await page.getByTestId("demo-guest").waitFor({ state: "detached" });
      expect((await userOf(page)).linkedAccounts).toEqual([
        expect.objectContaining({ type: "farcaster", username: "erin" }),
      ]);
    } finally {
      await context.close();
    }
  });

  it("headless: useLoginWithFarcaster opens the request, the user approves, the session starts", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Start a Farcaster request" }).click();
      const link = page.getByTestId("headless-farcaster-uri");
      await link.waitFor();
      await approve(page, (await link.getAttribute("href")) ?? "", "carol");
      await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts).toEqual([expect.objectContaining({ type: "farcaster", username: "carol" })]);
    } finally {
      await context.close();
    }
  });

  it("times out after 120 s with the retryable error; Retry opens a new request", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      // The page's clock only: the 2 s polls and the 120 s timeout run in fast-forward.
      await page.clock.install();
      await openFarcaster(page);
      const link = page.locator('[data-foyer="farcaster-link"]');
      await link.waitFor();
      const first = await link.getAttribute("data-connect-uri");
      await page.clock.fastForward("02:01");
      await page.locator("[data-foyer=farcaster-error]", { hasText: "The request timed out. Try again." }).waitFor();
      await page.screenshot({ path: new URL("farcaster-timeout-1280.png", shotsDir).pathname });
      await page.getByRole("button", { name: "Retry" }).click();
      await link.waitFor();
      expect(await link.getAttribute("data-connect-uri")).not.toBe(first);
    } finally {
      await context.close();
    }
  });

  it("phone: 'Open Farcaster app' points at the connect URI; the modal completes after approval", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, userAgent: IPHONE });
    const page = await context.newPage();
    try {
      await openFarcaster(page);
      const open = page.getByRole("link", { name: "Open Farcaster app" });
      await open.waitFor();
      await expect(page.locator('[data-foyer="qr-code"]').count()).resolves.toBe(0);
      await page.screenshot({ path: new URL("farcaster-mobile-375.png", shotsDir).pathname });
      const connectUri = (await open.getAttribute("href")) ?? "";
      // Tapping it leaves for the app (here the page keeps its place, as when the app takes over); back on
      // the page, the button offers to go there again: 'Take me to Farcaster'.
      await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
      await open.click();
      const again = page.getByRole("link", { name: "Take me to Farcaster" });
      await again.waitFor();
      expect(await again.getAttribute("href")).toBe(connectUri);
      await approve(page, connectUri, "bob");
      await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts).toEqual([expect.objectContaining({ type: "farcaster", username: "bob" })]);
    } finally {
      await context.close();
    }
  });
});
