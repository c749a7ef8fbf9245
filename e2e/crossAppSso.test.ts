// Issue 4 cross-app and SSO journeys in real Chromium against the real server and demo: the cross-app
// button (the second dev app's name) opens the provider app's consent page, the user signs in there by
// email code and allows, and the demo is signed in with a cross_app account; a second time the provider
// session is reused. "Log in with SSO" through the local OpenID provider. Screenshots at 1280 and 375.

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clickClosingButton,
  closeJourney,
  demoUserOf,
  openJourney,
  openLanding,
  screenshotPair,
  shotsDir,
} from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney());
});
afterAll(() => closeJourney({ stack, browser }));

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue4-${name}`);

const userOf = (page: Page) =>
  demoUserOf<{
    id: string;
    linkedAccounts: { type: string; providerAppId?: string; subject?: string; email?: string | null }[];
  }>(page);

/**
 * The demo has ten login methods, so its cross-app and SSO buttons sit behind the overflow (they count in the
 * 5-entry rule); SSO is no social, so it reads "More options".
 */
async function openOverflow(page: Page) {
  await openLanding(page, stack.demoUrl);
  await page.getByRole("button", { name: "More options" }).click();
  await page.locator('[data-foyer-screen="moreOptions"]').waitFor();
}

describe("issue 4 cross-app and SSO journeys", () => {
  it("logs in with the provider app's account through its consent page, then reuses its session", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openOverflow(page);
      const button = page.locator("[data-foyer-cross-app='foyer-dev-provider']");
      await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe("FFoyer Provider Demo");
      await shots2(page, "landing-cross-app");
      const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
      await popup.locator("#email").waitFor({ timeout: 15_000 });
      // The page's script (its Cancel, Send code and Allow handlers) runs at the end of the document.
      await popup.waitForLoadState("load");
      expect(await popup.locator("h1").textContent()).toBe("Foyer Demo wants to use your Foyer Provider Demo account");
      await popup.locator("#email").fill("cross@provider.example");
      await popup.getByRole("button", { name: "Send code" }).click();
      await popup.locator("#code").waitFor();
      await popup.locator("#code").fill(await latestCode("cross@provider.example"));
      await popup.getByRole("button", { name: "Sign in" }).click();
      await popup.getByRole("button", { name: "Allow" }).waitFor();
      await popup.screenshot({ path: new URL("issue4-cross-app-consent.png", shotsDir).pathname });
      await clickClosingButton(popup.getByRole("button", { name: "Allow" }), popup);
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = await userOf(page);
      const account = user.linkedAccounts.find((a) => a.type === "cross_app");
      expect(account?.providerAppId).toBe("foyer-dev-provider");

      // Second time: the provider page remembers its session and goes straight to consent.
      await page.getByRole("button", { name: "Log out" }).click();
      await openOverflow(page);
      const [again] = await Promise.all([page.waitForEvent("popup"), button.click()]);
      await again.getByRole("button", { name: "Allow" }).waitFor({ timeout: 15_000 });
      expect(await again.locator("#status").textContent()).toContain("cross@provider.example");
      await clickClosingButton(again.getByRole("button", { name: "Allow" }), again);
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      expect((await userOf(page)).id).toBe(user.id);
    } finally {
      await context.close();
    }
  });

  it("treats a closed consent window as the user's refusal", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openOverflow(page);
      const button = page.locator("[data-foyer-cross-app='foyer-dev-provider']");
      await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
      const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
      await popup.locator("#email").waitFor({ timeout: 15_000 });
      // The page's script (its Cancel, Send code and Allow handlers) runs at the end of the document.
      await popup.waitForLoadState("load");
      await clickClosingButton(popup.getByRole("button", { name: "Cancel" }).first(), popup);
      const error = page.locator('[data-foyer="oauth-error"]');
      await error.waitFor({ timeout: 20_000 });
      expect(await error.textContent()).toBe("User denied confirmation during OAuth flow");
    } finally {
      await context.close();
    }
  });

  it("links the provider app's account to an email user (useCrossAppAccounts)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openLanding(page, stack.demoUrl);
      const email = `linker-${Date.now()}@example.com`;
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="email"]').press("Enter");
      await page.locator('[data-foyer-screen="code"]').waitFor();
      await page.locator("input[data-foyer-code-box]").first().click();
      await page.keyboard.type(await latestCode(email));
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Link Foyer Provider Demo" }).click(),
      ]);
      await popup.locator("#email").waitFor({ timeout: 15_000 });
      // The page's script (its Cancel, Send code and Allow handlers) runs at the end of the document.
      await popup.waitForLoadState("load");
      await popup.locator("#email").fill("linked@provider.example");
      await popup.getByRole("button", { name: "Send code" }).click();
      await popup.locator("#code").waitFor();
      await popup.locator("#code").fill(await latestCode("linked@provider.example"));
      await popup.getByRole("button", { name: "Sign in" }).click();
      await clickClosingButton(popup.getByRole("button", { name: "Allow" }), popup);
      await expect
        .poll(async () => (await userOf(page)).linkedAccounts.map((a) => a.type), { timeout: 20_000 })
        .toEqual(["email", "cross_app"]);
    } finally {
      await context.close();
    }
  });

  it("logs in with SSO through the local OpenID provider", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await openOverflow(page);
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Log in with SSO" }).click(),
      ]);
      await popup.locator("#name").waitFor({ timeout: 15_000 });
      expect(await popup.textContent("main")).toContain("single sign-on");
      await popup.locator("#name").fill("Sue Enterprise");
      await popup.getByRole("button", { name: "Sign in" }).click();
      // The popup closes once it has handed the code to the demo; if it does not, say where it stopped.
      await popup.waitForEvent("close", { timeout: 30_000 }).catch(async (error: unknown) => {
        const where = popup.isClosed()
          ? "closed"
          : `${popup.url()}: ${(await popup.textContent("body"))?.slice(0, 300)}`;
        throw new Error(`the SSO popup did not close (${where})`, { cause: error });
      });
      await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
      const sso = (await userOf(page)).linkedAccounts.find((a) => a.type === "sso");
      expect(sso?.email).toBe("sue.enterprise@example.com");
    } finally {
      await context.close();
    }
  });
});

const latestCode = (to: string) => latestMailboxCode(stack.apiUrl, to);
