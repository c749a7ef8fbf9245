// Issue 4 client journeys in real Chromium against the real server and demo: Google through the popup
// and the local OpenID provider's dev sign-in page; a tampered state showing the phishing message;
// Telegram through the /dev/telegram stand-in. Screenshots at 1280 and 375 of the new screens.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, demoUserOf, openJourney, openLanding, screenshotPair } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    apps: [
      {
        id: "custom-oauth-app",
        custom_oauth_providers: [
          { provider: "custom:acme", provider_display_name: "Acme", provider_icon_url: null, enabled: true },
          { provider: "custom:off", provider_display_name: "Off", provider_icon_url: null, enabled: false },
        ],
      },
    ],
  }));
});
afterAll(() => closeJourney({ stack, browser }));

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue4-${name}`);

const userOf = (page: Page) =>
  demoUserOf<{
    id: string;
    linkedAccounts: { type: string; name?: string | null }[];
  }>(page);

describe("issue 4 social journeys", () => {
  it("logs in with Google through the popup and the dev sign-in page", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, stack.demoUrl);
      await page.getByRole("button", { name: "Google" }).waitFor();
      await shots2(page, "landing-socials");
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Google" }).click(),
      ]);
      await page.locator('[data-foyer-screen="oauth"]').waitFor();
      await popup.locator("#name").waitFor();
      await shots2(page, "oauth-pending");
      await popup.locator("#name").fill("Ada Lovelace");
      await popup.getByRole("button", { name: "Sign in" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts.map((a) => a.type)).toContain("google_oauth");
      // The Recent chip now marks Google.
      await page.getByRole("button", { name: "Log out" }).click();
      await openLanding(page, stack.demoUrl);
      await expect
        .poll(() => page.locator(".foyer-entry-slot", { hasText: "Google" }).locator(".foyer-chip").count())
        .toBe(1);
    } finally {
      await context.close();
    }
  });

  it("logs in with Google as a full-page redirect (redirect mode), resumed on the way back", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${stack.demoUrl}/?oauth=redirect`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("button", { name: "Google" }).click();
      await page.locator("#name").waitFor({ timeout: 20_000 });
      await page.locator("#name").fill("Redirect Rita");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      expect((await userOf(page)).linkedAccounts.map((a) => a.type)).toContain("google_oauth");
      // The code and state are gone from the address bar: a reload cannot replay them.
      expect(new URL(page.url()).searchParams.has("code")).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("shows the phishing message when the returned state is not the stored one", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, stack.demoUrl);
      await page.getByRole("button", { name: /Other socials|More options/ }).click();
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "GitHub" }).click(),
      ]);
      await popup.locator("#name").waitFor();
      // Another flow's state replaces ours before the provider answers.
      await page.evaluate(() => {
        for (const key of Object.keys(sessionStorage)) {
          if (!key.startsWith("foyer:oauth:")) continue;
          const stored = JSON.parse(sessionStorage.getItem(key) ?? "{}");
          sessionStorage.setItem(key, JSON.stringify({ ...stored, stateCode: "tampered" }));
        }
      });
      await popup.locator("#name").fill("Eve");
      await popup.getByRole("button", { name: "Sign in" }).click();
      const error = page.locator('[data-foyer="oauth-error"]');
      await error.waitFor({ timeout: 20_000 });
      expect(await error.textContent()).toBe("Unexpected auth flow. This may be a phishing attempt.");
      await shots2(page, "oauth-phishing");
    } finally {
      await context.close();
    }
  });

  it("links GitHub to an email user, then unlinks it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, stack.demoUrl);
      const email = `linker-${Date.now()}@example.com`;
      await page.getByPlaceholder("your@email.com").fill(email);
      await page.getByRole("button", { name: "Submit" }).click();
      await page.locator('[data-foyer-screen="code"]').waitFor();
      let code = "";
      for (let i = 0; i < 100 && !code; i++) {
        const res = await fetch(`${stack.apiUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        code = ((await res.json()) as { code: string }[])[0]?.code ?? "";
        if (!code) await new Promise((r) => setTimeout(r, 100));
      }
      await page.locator("input[data-foyer-code-box]").first().fill(code);
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const before = await userOf(page);
      await page.getByRole("button", { name: "Link GitHub" }).click();
      await page.locator('[data-foyer-screen="oauth"]').waitFor();
      await shots2(page, "oauth-link");
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Continue" }).click(),
      ]);
      await popup.locator("#name").fill("Linus");
      await popup.getByRole("button", { name: "Sign in" }).click();
      await page.locator('[data-account-type="github_oauth"]').waitFor({ timeout: 20_000 });
      const after = await userOf(page);
      expect(after.id).toBe(before.id);
      expect(after.linkedAccounts.map((a) => a.type).sort()).toEqual(["email", "github_oauth"]);
      await page.locator('[data-account-type="github_oauth"]').getByRole("button", { name: "Unlink" }).click();
      await page.locator('[data-account-type="github_oauth"]').waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  });

  it("linking a GitHub account of another user offers the transfer, which moves it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      // User B signs up with GitHub "Octo B".
      await openLanding(page, stack.demoUrl);
      await page.getByRole("button", { name: /Other socials|More options/ }).click();
      let [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "GitHub" }).click(),
      ]);
      await popup.locator("#name").fill("Octo B");
      await popup.getByRole("button", { name: "Sign in" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: "Log out" }).click();
      // User A signs up with Google, then links GitHub "Octo B".
      await openLanding(page, stack.demoUrl);
      [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Google" }).click()]);
      await popup.locator("#name").fill("Owner A");
      await popup.getByRole("button", { name: "Sign in" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const a = await userOf(page);
      await page.getByRole("button", { name: "Link GitHub" }).click();
      [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Continue" }).click()]);
      await popup.locator("#name").fill("Octo B");
      await popup.getByRole("button", { name: "Sign in" }).click();
      const transfer = page.locator('[data-foyer-screen="accountTransfer"]');
      await transfer.waitFor({ timeout: 20_000 });
      expect(await transfer.textContent()).toContain("GitHub");
      await shots2(page, "oauth-transfer");
      await transfer.getByRole("button", { name: "Transfer and delete account" }).click();
      await page.locator('[data-account-type="github_oauth"]').waitFor({ timeout: 20_000 });
      const after = await userOf(page);
      expect(after.id).toBe(a.id);
      expect(after.linkedAccounts.map((x) => x.type).sort()).toEqual(["github_oauth", "google_oauth"]);
    } finally {
      await context.close();
    }
  });

  it("shows the app's own OAuth provider as a button and logs in through it (the local OpenID provider)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, `${stack.demoUrl}/?app=custom-oauth-app`);
      const acme = page.locator('[data-foyer-social="custom:acme"]');
      expect(await acme.locator(".foyer-entry-label").textContent()).toBe("Acme");
      expect(await page.locator('[data-foyer-social="custom:off"]').count()).toBe(0);
      const [popup] = await Promise.all([page.waitForEvent("popup"), acme.click()]);
      await page.locator('[data-foyer-screen="oauth"]', { hasText: "Acme" }).waitFor();
      await popup.locator("#name").fill("Custom Carla");
      await popup.getByRole("button", { name: "Sign in" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts).toContainEqual(
        expect.objectContaining({ type: "custom_oauth", name: "Custom Carla" }),
      );
    } finally {
      await context.close();
    }
  });

  it("draws every enabled provider's button and mark from the app config (issue 12: no provider file in the browser)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, stack.demoUrl);
      await page.getByRole("button", { name: "More options" }).click();
      // The dev app enables Google, GitHub, Discord, X and Apple: each button with its label and drawn mark.
      for (const [name, label] of [
        ["github", "GitHub"],
        ["discord", "Discord"],
        ["twitter", "X"],
        ["apple", "Apple"],
      ]) {
        const button = page.locator(`[data-foyer-social="${name}"]`);
        await button.waitFor();
        expect((await button.textContent())?.trim()).toBe(label);
        expect(await button.locator("svg path, svg circle").count()).toBeGreaterThan(0);
      }
      await screenshotPair(page, "issue12-social-marks");
    } finally {
      await context.close();
    }
  });

  it("logs in with Telegram through the dev stand-in", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, stack.demoUrl);
      await page.getByRole("button", { name: /Other socials|More options/ }).click();
      await page.locator('[data-foyer-screen="moreOptions"]').waitFor();
      await shots2(page, "other-socials");
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Telegram" }).click(),
      ]);
      await page.locator('[data-foyer-screen="telegram"]').waitFor();
      await shots2(page, "telegram-pending");
      await popup.locator("#n").fill("Grace");
      await popup.getByRole("button", { name: "Log in with Telegram" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts.map((a) => a.type)).toContain("telegram");
    } finally {
      await context.close();
    }
  });
});
