// Embedded wallets in real Chromium, two origins: the demo on http://localhost:<port>, the wallet frame
// on http://127.0.0.1:<port> (another site). Email login with createOnLogin all-users creates an
// Ethereum and a Solana wallet; a signed message verifies with viem; export shows the key inside the
// frame and the host page cannot read it.

import type { Browser, Page } from "playwright-core";
import { verifyMessage } from "viem";
import { privateKeyToAddress } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, openJourney, shotsDir } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ demoHostname: "localhost" }));
});
afterAll(() => closeJourney({ stack, browser }));

const shot = (page: Page, name: string) => page.screenshot({ path: new URL(name, shotsDir).pathname });

async function loginWithEmail(page: Page, email: string) {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
  await page.locator('[data-foyer-screen="code"]').waitFor();
  const code = await latestCode(email);
  await page.locator("input[data-foyer-code-box]").first().click();
  await page.keyboard.type(code);
}

describe.each([
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "mobile", viewport: { width: 375, height: 740 }, isMobile: true },
])("embedded wallets ($name)", ({ name, viewport, isMobile }) => {
  it("creates Ethereum and Solana wallets on login, signs through the frame, exports inside the frame", async () => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    try {
      await page.goto(`${stack.demoUrl}/?wallets=all-users`);
      await loginWithEmail(page, `wallet-${name}-${Date.now()}@example.com`);

      // "Creating your wallet" / "Please wait...", then the created screen of a new user.
      // Creation can finish before a poll sees the transient "Creating" screen (a warm frame on the second
      // run), so its text is checked when it is caught; the created screen stays up for its auto-close.
      const creating = page.locator('[data-foyer-screen="createWallet"]');
      const created = page.locator('[data-foyer-screen="success"]');
      await Promise.race([creating.waitFor(), created.waitFor()]);
      if (await creating.isVisible()) {
        expect(await creating.textContent()).toContain("Creating your wallet");
        await shot(page, `wallets-${name}-creating.png`);
      }
      await created.filter({ hasText: "Welcome to Foyer Demo" }).waitFor({ timeout: 60_000 });
      expect(await created.textContent()).toContain("You've successfully created an account.");
      await shot(page, `wallets-${name}-created.png`);

      const eth = page.getByTestId("demo-wallet-ethereum");
      const sol = page.getByTestId("demo-wallet-solana");
      await eth.waitFor();
      await sol.waitFor();
      const address = (await eth.locator("code").textContent())?.trim() as `0x${string}`;
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect((await sol.locator("code").textContent())?.trim()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
      // Ethereum is created first (spec 001 §4).
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}");
      const chains = user.linkedAccounts.filter((a: { walletClientType: string }) => a.walletClientType === "foyer");
      expect(chains.map((a: { chainType: string }) => a.chainType)).toEqual(["ethereum", "solana"]);

      // Sign with the confirmation screen; the signature verifies with viem.
      await page.getByLabel("Message").fill("gm from the e2e");
      await page.getByRole("button", { name: "Sign message" }).click();
      const confirm = page.locator('[data-foyer-screen="signatureConfirm"]');
      await confirm.getByText("gm from the e2e").waitFor();
      await shot(page, `wallets-${name}-sign-confirm.png`);
      await confirm.getByRole("button", { name: "Sign and continue" }).click();
      const signature = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "gm from the e2e", signature })).toBe(true);

      // Export: the key appears inside the frame (another origin); the host page cannot reach it.
      await page.getByRole("button", { name: "Export wallet" }).click();
      const exportFrame = page.frameLocator("iframe[data-foyer-export-frame]");
      await exportFrame.getByRole("button", { name: "Show private key" }).click();
      const keyText = (await exportFrame.locator("#foyer-export-key").textContent())?.trim() as `0x${string}`;
      expect(privateKeyToAddress(keyText)).toBe(address);
      await shot(page, `wallets-${name}-export.png`);
      const hostView = await page.evaluate(() => {
        const host = document.getElementById("foyer-modal-host");
        const iframe = host?.shadowRoot?.querySelector<HTMLIFrameElement>("iframe[data-foyer-export-frame]");
        let readable: string | null = null;
        try {
          readable = iframe?.contentDocument?.body?.textContent ?? null;
        } catch {
          readable = null;
        }
        const storage = Object.keys(localStorage)
          .map((k) => `${k}=${localStorage.getItem(k)}`)
          .join("\n");
        return { readable, html: document.documentElement.outerHTML, storage, src: iframe?.src ?? "" };
      });
      expect(hostView.readable).toBeNull();
      expect(hostView.html).not.toContain(keyText.slice(2));
      expect(hostView.storage).not.toContain(keyText.slice(2));
      expect(hostView.storage).not.toContain("device-share");
      expect(new URL(hostView.src).origin).toBe(stack.walletFrameUrl);
      // The access token travelled in the hash, which the export page removed from its URL.
      const frame = page.frames().find((f) => f.url().startsWith(stack.walletFrameUrl) && f.url().includes("/export"));
      expect(frame?.url()).not.toContain("#");
    } finally {
      await context.close();
    }
  });
});

const latestCode = (to: string) => latestMailboxCode(stack.apiUrl, to);
