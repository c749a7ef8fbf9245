// Issue 7 "Done when", exactly, in the demo (the npm start stack: server, wallet frame on its own origin,
// demo): an email user gets an embedded wallet on login, signs a message, secures it with a password,
// recovers it on a "new device" (a fresh browser context: the frame's storage starts empty) and exports it.
// Every request must stay on this machine: anything else is aborted and fails the test.
// Also the export page's unified query (wallet_id) and a query it refuses, and that a returning user with
// a wallet never sees "Creating your wallet". Screenshots at 1280 and 375 px.

import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { verifyMessage } from "viem";
import { privateKeyToAddress } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureOf, startSigning } from "./deviceJourney.ts";
import { screenshotPair, setWalletPassword, shotsDir } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
/** Requests that tried to leave the machine (aborted). */
const external: string[] = [];
let skew = 0;

beforeAll(async () => {
  // The server's clock is the real one plus `skew`: the new device's login moves it past the 30 s resend
  // cooldown of the first device's code instead of waiting.
  stack = await startStack({ demoHostname: "localhost", server: { now: () => Date.now() + skew } });
  browser = await launchChromium();
  mkdirSync(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function offlineContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route("**/*", (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === "localhost" || hostname === "127.0.0.1") return route.continue();
    external.push(route.request().url());
    return route.abort();
  });
  // Notes whether the "Creating your wallet" screen is ever rendered (checked every animation frame).
  await context.addInitScript(() => {
    const w = window as unknown as { __sawCreating?: boolean };
    const look = () => {
      const host = document.getElementById("foyer-modal-host");
      if (host?.shadowRoot?.querySelector('[data-foyer-screen="createWallet"]')) w.__sawCreating = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return context;
}

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue7-demo-${name}`);

async function emailLogin(page: Page, email: string, previousCode?: string) {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
  await page.locator('[data-foyer-screen="code"]').waitFor();
  const code = await latestMailboxCode(stack.apiUrl, email, previousCode ? { not: previousCode } : {});
  await page.locator("input[data-foyer-code-box]").first().fill(code);
  return code;
}

async function signInDemo(page: Page, message: string): Promise<`0x${string}`> {
  await startSigning(page, message);
  return signatureOf(page);
}

/**
 * Export through the demo's button. This browser refuses storage to third-party frames (the wallet frame
 * is another site), so the export page cannot read the frame's device share: for a password wallet it
 * asks for the password itself, inside the frame.
 */
async function exportKeyThroughDemo(page: Page, password: string): Promise<`0x${string}`> {
  await page.getByRole("button", { name: "Export wallet" }).click();
  const frame = page.frameLocator("iframe[data-foyer-export-frame]");
  await frame.getByRole("button", { name: "Show private key" }).click();
  await frame.getByText("Enter your password").waitFor();
  await frame.getByLabel("Password").fill(`${password}x`);
  await frame.getByRole("button", { name: "Continue" }).click();
  await frame.getByText("Invalid recovery password, please try again.").waitFor({ timeout: 60_000 });
  await frame.getByLabel("Password").fill(password);
  await frame.getByRole("button", { name: "Continue" }).click();
  return (await frame.locator("#foyer-export-key").textContent({ timeout: 60_000 }))?.trim() as `0x${string}`;
}

describe("issue 7 done: the demo's embedded-wallet journey, offline", () => {
  it("wallet on login, sign, password, recovery on a new device, export", async () => {
    const email = `demo-${Date.now()}@example.com`;
    const password = "Demo-Pass-2026!";

    // ── Device 1 ──
    const first = await offlineContext();
    const page = await first.newPage();
    await page.goto(stack.demoUrl);
    // The demo's switch for creation on login (?wallets=all-users).
    await page.getByTestId("demo-create-on-login").getByRole("checkbox").check();
    await page.waitForURL(/wallets=all-users/);
    await shots2(page, "logged-out");
    const firstCode = await emailLogin(page, email);
    await page
      .locator('[data-foyer-screen="success"]')
      .filter({ hasText: "Welcome to Foyer Demo" })
      .waitFor({ timeout: 60_000 });
    const eth = page.getByTestId("demo-wallet-ethereum");
    await eth.waitFor();
    const address = (await eth.locator("code").textContent())?.trim() as `0x${string}`;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // Sign: the signature verifies with viem.
    const signature = await signInDemo(page, "gm from the demo");
    expect(await verifyMessage({ address, message: "gm from the demo", signature })).toBe(true);
    await shots2(page, "signed");

    // Escape leaves the password flow the way its X does, with the password flow's error.
    await page.getByRole("button", { name: "Set a password" }).click();
    await page.locator('[data-foyer-screen="passwordSplash"]').waitFor();
    await page.keyboard.press("Escape");
    await page
      .getByTestId("security-note")
      .getByText("Set password: Exited before password was added to wallet")
      .waitFor();

    // Secure it with a password.
    await setWalletPassword(page, password);
    await page.getByTestId("security-note").getByText("Set password: done").waitFor();
    const secured = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as {
      linkedAccounts: { walletClientType?: string; chainType?: string; recoveryMethod?: string }[];
    };
    expect(
      secured.linkedAccounts.find((a) => a.walletClientType === "foyer" && a.chainType === "ethereum")?.recoveryMethod,
    ).toBe("user-passcode");
    // The password secures the user's wallets, not one of them: the Solana wallet (its own entropy) too.
    const embedded = secured.linkedAccounts.filter((a) => a.walletClientType === "foyer");
    expect(embedded.map((a) => a.chainType).sort()).toEqual(["ethereum", "solana"]);
    expect(embedded.map((a) => a.recoveryMethod)).toEqual(["user-passcode", "user-passcode"]);
    await first.close();

    // ── Device 2: a fresh context, so the wallet frame's storage holds no share ──
    const second = await offlineContext();
    const other = await second.newPage();
    skew += 31_000;
    await other.goto(`${stack.demoUrl}/?wallets=all-users`);
    await emailLogin(other, email, firstCode);
    await other.getByTestId("demo-wallet-ethereum").waitFor();
    expect((await other.getByTestId("demo-wallet-ethereum").locator("code").textContent())?.trim()).toBe(address);
    // The user has a wallet: no creation, so "Creating your wallet" never showed.
    expect(await other.evaluate(() => (window as unknown as { __sawCreating?: boolean }).__sawCreating ?? false)).toBe(
      false,
    );

    // Signing here needs the wallet on this device: 'Enter your password' first (a wrong one, then the right one).
    await other.getByLabel("Message").fill("gm from a new device");
    await other.getByRole("button", { name: "Sign message" }).click();
    await other
      .locator('[data-foyer-screen="signatureConfirm"]')
      .getByRole("button", { name: "Sign and continue" })
      .click();
    const recover = other.locator('[data-foyer-screen="recoverPassword"]');
    await recover.getByText("Enter your password").waitFor();
    await recover.locator('input[type="password"]').fill("Not-The-Password-1");
    await recover.getByRole("button", { name: "Recover your account" }).click();
    await recover.getByText("Invalid recovery password, please try again.").waitFor({ timeout: 60_000 });
    await shots2(other, "recover-wrong-password");
    await recover.locator('input[type="password"]').fill(password);
    await recover.getByRole("button", { name: "Recover your account" }).click();
    await other.getByTestId("demo-signature").waitFor({ timeout: 60_000 });
    const recovered = (await other.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
    expect(await verifyMessage({ address, message: "gm from a new device", signature: recovered })).toBe(true);

    // Export on the new device: the key shows inside the frame and belongs to the same address.
    const key = await exportKeyThroughDemo(other, password);
    expect(privateKeyToAddress(key)).toBe(address);
    await shots2(other, "export");
    // The card's Close under the frame (the header's X is named Close too).
    await other.locator('[data-foyer-screen="walletExport"]').getByRole("button", { name: "Close" }).last().click();

    // The export page's unified query: wallet_id instead of the entropy fields, with width and colours.
    const token = await other.evaluate(() => localStorage.getItem("foyer:token"));
    const listed = (await (
      await fetch(`${stack.apiUrl}/api/v1/wallets`, {
        headers: { "foyer-app-id": "foyer-dev", authorization: `Bearer ${token}` },
      })
    ).json()) as { wallets: { id: string; address: string; chain_type: string }[] };
    const walletId = listed.wallets.find((w) => w.address === address)?.id ?? "";
    const exportUrl = (query: string) =>
      `${stack.walletFrameUrl}/apps/foyer-dev/embedded-wallets/export?${query}#token=${encodeURIComponent(token ?? "")}`;
    const mount = (id: string, src: string) =>
      other.evaluate(
        ({ id, src }) => {
          const frame = document.createElement("iframe");
          frame.id = id;
          frame.src = src;
          frame.style.cssText = "width:380px;height:320px;border:0";
          document.body.prepend(frame);
        },
        { id, src },
      );
    await mount(
      "by-wallet-id",
      exportUrl(`v=1&wallet_id=${walletId}&client_id=e2e&caid=run-1&width=360&phrase_export=true&accent=%23ff9900`),
    );
    const byId = other.frameLocator("#by-wallet-id");
    await byId.getByRole("button", { name: "Show private key" }).click();
    await byId.getByLabel("Password").fill(password);
    await byId.getByRole("button", { name: "Continue" }).click();
    expect((await byId.locator("#foyer-export-key").textContent({ timeout: 60_000 }))?.trim()).toBe(key);
    await byId.getByRole("button", { name: "Show seed phrase" }).click();
    expect((await byId.locator("#foyer-export-phrase").textContent())?.trim().split(" ")).toHaveLength(12);
    // A query the page cannot honour is refused, with nothing offered.
    await mount("bad-version", exportUrl(`v=9&wallet_id=${walletId}`));
    const bad = other.frameLocator("#bad-version");
    await bad.getByText("Unsupported export page version.").waitFor();
    expect(await bad.getByRole("button", { name: "Show private key" }).isDisabled()).toBe(true);
    await second.close();

    expect(external).toEqual([]);
  });
});
