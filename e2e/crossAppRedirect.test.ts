// Issue 4 gaps in real Chromium against the real server and demo: the cross-app button in full-page redirect
// mode (demo `?oauth=redirect`, as in-app browsers get): the page goes to the provider app's consent page and
// comes back signed in, or with the user's refusal after "Cancel". The landing screen with the cross-app and
// SSO buttons in the overflow (5-entry rule). Screenshots at 1280 and 375.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, openJourney, screenshotPair } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney());
});
afterAll(() => closeJourney({ stack, browser }));

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue4-${name}`);

async function withPage(run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

/** Log in → the overflow → the cross-app button (ten login methods + cross-app + SSO: 4 + "More options"). */
async function clickCrossApp(page: Page, query: string) {
  await page.goto(`${stack.demoUrl}/${query}`);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('[data-foyer-screen="landing"]').waitFor();
  await page.getByRole("button", { name: "More options" }).click();
  const button = page.locator("[data-foyer-cross-app='foyer-dev-provider']");
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

const latestCode = (to: string) => latestMailboxCode(stack.apiUrl, to);

describe("issue 4 cross-app redirect mode and landing layout", () => {
  it("counts cross-app and SSO in the 5 entries: 4 methods, then 'More options' holding them", async () => {
    await withPage(async (page) => {
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      const landing = page.locator('[data-foyer-screen="landing"]');
      await landing.waitFor();
      await shots2(page, "landing-overflow");
      expect(await landing.locator("[data-foyer-cross-app], [data-foyer-sso]").count()).toBe(0);
      await page.getByRole("button", { name: "More options" }).click();
      const more = page.locator('[data-foyer-screen="moreOptions"]');
      await more.locator("[data-foyer-cross-app='foyer-dev-provider']").waitFor();
      await more.locator("[data-foyer-sso]").waitFor();
    });
  });

  it("signs in through the consent page as a full-page redirect and comes back signed in", async () => {
    await withPage(async (page) => {
      await clickCrossApp(page, "?oauth=redirect");
      // The same tab is now the provider app's consent page on the Foyer server.
      await page.locator("#email").waitFor({ timeout: 20_000 });
      // The consent page's script (its button handlers) runs at the end of the document.
      await page.waitForLoadState("load");
      expect(new URL(page.url()).pathname).toBe("/apps/foyer-dev-provider/cross-app/authorize");
      await page.locator("#email").fill("redirect@provider.example");
      await page.getByRole("button", { name: "Send code" }).click();
      await page.locator("#code").waitFor();
      await page.locator("#code").fill(await latestCode("redirect@provider.example"));
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("button", { name: "Allow" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as {
        linkedAccounts: { type: string; providerAppId?: string }[];
      };
      expect(user.linkedAccounts.find((a) => a.type === "cross_app")?.providerAppId).toBe("foyer-dev-provider");
      // The code and state are gone from the address bar: a reload cannot replay them.
      const url = new URL(page.url());
      expect(url.searchParams.has("code") || url.searchParams.has("state")).toBe(false);
    });
  });

  it("Cancel on the consent page comes back with the user's refusal", async () => {
    await withPage(async (page) => {
      await clickCrossApp(page, "?oauth=redirect");
      await page.locator("#email").waitFor({ timeout: 20_000 });
      // The consent page's script (its button handlers) runs at the end of the document.
      await page.waitForLoadState("load");
      await page.getByRole("button", { name: "Cancel" }).first().click();
      const error = page.locator('[data-foyer="oauth-error"]');
      await error.waitFor({ timeout: 20_000 });
      expect(await error.textContent()).toBe("User denied confirmation during OAuth flow");
    });
  });
});
