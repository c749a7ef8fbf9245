// Cloud recovery (issue 7) in real Chromium against the real server and demo (two origins of one site,
// 127.0.0.1 on different ports, so the frame's storage persists and clearing it is what makes the new
// device; across sites Chromium refuses the frame storage and every reload is a new device): an email user gets a wallet on login, backs it up to Google
// Drive through the local OpenID provider's sign-in (the frame keeps the key in the Drive stand-in), the
// frame origin's storage is cleared (a new device), signing then asks to 'Confirm it's really you', a
// wrong Drive account fails with the spec's texts and 'Try again', the right one recovers, and the
// signature verifies for the same address. Screenshots of the recovery OAuth screens at 1280 and 375 px.

import type { Browser, BrowserContext, Page } from "playwright-core";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSigning } from "./deviceJourney.ts";
import { animationsSettled, closeJourney, loginWithEmailCode, openJourney, shotsDir } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    demoHostname: "127.0.0.1",
    // Legacy create flow: the recovery method is chosen before the wallet exists (open with ?app=legacy-cloud).
    apps: [
      {
        id: "legacy-cloud",
        name: "Legacy Cloud",
        email_auth: true,
        embedded_wallet_config: {
          ethereum: { create_on_login: "off" },
          solana: { create_on_login: "off" },
          require_user_owned_recovery_on_create: true,
          user_owned_recovery_options: ["user-passcode", "google-drive", "icloud"],
          mode: "legacy-embedded-wallets-only",
        },
      },
    ],
  }));
});
afterAll(() => closeJourney({ stack, browser }));

const shot = (page: Page, name: string) => page.screenshot({ path: new URL(`issue7-${name}.png`, shotsDir).pathname });

/** The same screen at 1280 and at 375 px wide. */
async function shotBoth(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await animationsSettled(page);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Signs in to the Google stand-in in the popup `open` triggers. Cookies are cleared first so the local
 * OpenID provider asks again (the Foyer session lives in storage, not cookies).
 */
async function driveSignIn(context: BrowserContext, page: Page, open: () => Promise<unknown>, name: string) {
  await context.clearCookies();
  const [popup] = await Promise.all([page.waitForEvent("popup"), open()]);
  await popup.locator("#name").fill(name);
  await popup.getByRole("button", { name: "Sign in" }).click();
}

/** Email login on the demo up to the code (createOnLogin all-users, in `app` when given). */
async function emailLogin(page: Page, email: string, app?: string) {
  await loginWithEmailCode(page, stack, email, `?wallets=all-users${app ? `&app=${app}` : ""}`);
}

/** Email login on the demo with createOnLogin all-users; answers the new Ethereum wallet's address. */
async function loginWithWallet(page: Page, email: string): Promise<`0x${string}`> {
  await emailLogin(page, email);
  await page
    .locator('[data-foyer-screen="success"]')
    .filter({ hasText: "Welcome to Foyer Demo" })
    .waitFor({ timeout: 60_000 });
  const eth = page.getByTestId("demo-wallet-ethereum");
  await eth.waitFor();
  const address = (await eth.locator("code").textContent())?.trim() as `0x${string}`;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await page.locator('[data-foyer-screen="success"]').waitFor({ state: "detached" });
  return address;
}

/** Empties the wallet frame origin's storage (this device's shares) and reloads: a new device. */
async function clearFrameStorage(page: Page) {
  const frame = page.frames().find((f) => f.url().startsWith(`${stack.walletFrameUrl}/apps/`));
  expect(frame, "the hidden wallet frame is loaded").toBeDefined();
  const held = await frame?.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("device-share")));
  expect(held?.length).toBeGreaterThan(0);
  await frame?.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByTestId("demo-wallet-ethereum").waitFor();
}

describe("issue 7: cloud recovery with Google Drive", () => {
  it("backs up to Drive, and a device without the share recovers through Drive to the same address", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `cloud-${Date.now()}@example.com`;
    try {
      const address = await loginWithWallet(page, email);

      // Back up: the selection offers Google Drive; the OAuth screen starts by itself ('Backing up with ...').
      await page.getByRole("button", { name: "Backup method" }).click();
      const selection = page.locator('[data-foyer-screen="recoverySelection"]');
      await selection.waitFor();
      expect(await selection.textContent()).toContain("Back up to Apple iCloud");
      const oauth = page.locator('[data-foyer-screen="recoveryOAuth"]');
      await driveSignIn(
        context,
        page,
        async () => {
          await selection.getByRole("button", { name: "Back up to Google Drive" }).click();
          await oauth.getByText("Backing up with Google Drive...").waitFor();
          await shot(page, "cloud-backing-up-1280");
        },
        "Drive Owner",
      );
      await oauth.getByText("Successfully backed up with Google Drive.").waitFor();
      await shot(page, "cloud-backed-up-1280");
      await page.getByTestId("security-note").filter({ hasText: "Backup method: done" }).waitFor();
      expect(await page.getByTestId("demo-user").textContent()).toContain("google-drive");

      // A new device for this wallet: the frame origin's storage is emptied and the frame reloaded.
      await clearFrameStorage(page);

      // Signing needs the share: the Drive recovery screen asks first (a click opens the popup).
      await startSigning(page, "recovered from Drive");
      await oauth.getByText("Confirm it's really you").waitFor();
      await shotBoth(page, "cloud-recover-confirm");

      // Another Google account holds no key for this wallet: the spec's failure texts and 'Try again'.
      await driveSignIn(
        context,
        page,
        () => oauth.getByRole("button", { name: "Confirm with Google Drive" }).click(),
        "Someone Else",
      );
      await oauth.getByText("Recovery with Google Drive unsuccessful").waitFor();
      expect(await oauth.textContent()).toContain(
        "Please verify that you are selecting the Google Drive account associated with your backup.",
      );
      await shotBoth(page, "cloud-recover-failure");

      await driveSignIn(context, page, () => oauth.getByRole("button", { name: "Try again" }).click(), "Drive Owner");
      await oauth.getByText("Successfully recovered with Google Drive.").waitFor();
      await shot(page, "cloud-recovered-1280");

      // The sign request resumes after recovery; the signature is the same wallet's.
      const signature = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "recovered from Drive", signature })).toBe(true);
      // The recovered share is this device's share again.
      expect(
        await page
          .frames()
          .find((f) => f.url().startsWith(`${stack.walletFrameUrl}/apps/`))
          ?.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("device-share")).length),
      ).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it("backs up to iCloud (CloudKit stand-in) and recovers on a new device to the same address", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    /** The dev iCloud sign-in page in the popup `open` triggers, as `appleId`. */
    const icloudSignIn = async (open: () => Promise<unknown>, appleId: string) => {
      const [popup] = await Promise.all([page.waitForEvent("popup"), open()]);
      await popup.locator('input[name="apple_id"]').fill(appleId);
      await popup.getByRole("button", { name: "Sign in" }).click();
    };
    try {
      const address = await loginWithWallet(page, `icloud-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Backup method" }).click();
      const selection = page.locator('[data-foyer-screen="recoverySelection"]');
      const oauth = page.locator('[data-foyer-screen="recoveryOAuth"]');
      await icloudSignIn(async () => {
        await selection.getByRole("button", { name: "Back up to Apple iCloud" }).click();
        await oauth.getByText("Backing up with iCloud...").waitFor();
      }, "ada@icloud.example");
      await oauth.getByText("Successfully backed up with iCloud.").waitFor();
      await page.getByTestId("security-note").filter({ hasText: "Backup method: done" }).waitFor();
      expect(await page.getByTestId("demo-user").textContent()).toContain("icloud");

      await clearFrameStorage(page);
      await startSigning(page, "recovered from iCloud");
      await oauth.getByText("Confirm it's really you").waitFor();
      await icloudSignIn(
        () => oauth.getByRole("button", { name: "Confirm with iCloud" }).click(),
        "bob@icloud.example",
      );
      await oauth.getByText("Recovery with iCloud unsuccessful").waitFor();
      await icloudSignIn(() => oauth.getByRole("button", { name: "Try again" }).click(), "ada@icloud.example");
      await oauth.getByText("Successfully recovered with iCloud.").waitFor();
      const signature = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "recovered from iCloud", signature })).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("legacy create flow: 'Secure your account' first, the wallets are created already backed up to Drive", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await emailLogin(page, `legacy-${Date.now()}@example.com`, "legacy-cloud");
      const selection = page.locator('[data-foyer-screen="recoverySelection"]');
      await selection.waitFor({ timeout: 60_000 });
      expect(await selection.textContent()).toContain("Secure your account");
      await shot(page, "cloud-legacy-selection-1280");
      const oauth = page.locator('[data-foyer-screen="recoveryOAuth"]');
      await driveSignIn(
        context,
        page,
        async () => {
          await selection.getByRole("button", { name: "Back up to Google Drive" }).click();
          await oauth.getByText("Backing up with Google Drive...").waitFor();
        },
        "Legacy Owner",
      );
      await oauth.getByText("Successfully backed up with Google Drive.").waitFor();
      await page
        .locator('[data-foyer-screen="success"]')
        .filter({ hasText: "Welcome to Legacy Cloud" })
        .waitFor({ timeout: 60_000 });
      await page.getByTestId("demo-wallet-ethereum").waitFor();
      await page.getByTestId("demo-wallet-solana").waitFor();
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}");
      const embedded = user.linkedAccounts.filter((a: { walletClientType: string }) => a.walletClientType === "foyer");
      expect(
        embedded.map((a: { chainType: string; recoveryMethod: string }) => [a.chainType, a.recoveryMethod]),
      ).toEqual([
        ["ethereum", "google-drive"],
        ["solana", "google-drive"],
      ]);
    } finally {
      await context.close();
    }
  });
});
