// Issue 3 journeys in real Chromium against the real server and demo: SMS login with a non-US
// country and live formatting; passkey signup → logout → passkey login (virtual authenticator);
// guest → link email (same user id); link a passkey to that user and unlink it. Screenshots at 1280 and 375.

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, demoUserOf, openJourney, screenshotPair, withVirtualAuthenticator } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ demoHostname: "localhost" }));
});
afterAll(() => closeJourney({ stack, browser }));

/** Screenshots at 1280 and at 375 px, back to 1280. */
const shots2 = (page: Page, name: string) => screenshotPair(page, `issue3-${name}`);

const userOf = (page: Page) =>
  demoUserOf<{
    id: string;
    isGuest: boolean;
    linkedAccounts: { type: string }[];
  }>(page);

async function enterCode(page: Page, to: string) {
  await page.locator('[data-foyer-screen="code"]').waitFor();
  const code = await latestCode(to);
  await page.locator("input[data-foyer-code-box]").first().fill(code);
}

describe("issue 3 journeys", () => {
  it("logs in by SMS with a GB number, formatted as typed", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.locator('[data-foyer-screen="landing"]').waitFor();
      await shots2(page, "landing");
      await page.getByRole("button", { name: "Continue with phone" }).click();
      const phone = page.locator('[data-foyer-screen="phone"]');
      await phone.waitFor();
      const submit = phone.getByRole("button", { name: "Submit" });
      expect(await submit.isDisabled()).toBe(true);
      await phone.getByLabel("Country").selectOption("GB");
      await phone.getByLabel("Phone number").pressSequentially("07400123456");
      expect(await phone.getByLabel("Phone number").inputValue()).toBe("07400 123456");
      expect(await phone.textContent()).toContain("GB +44");
      expect(await submit.isDisabled()).toBe(false);
      await shots2(page, "phone");
      await phone.getByLabel("Phone number").press("Enter");
      await page.locator('[data-foyer-screen="code"]').waitFor();
      expect(await page.locator('[data-foyer-screen="code"]').textContent()).toContain("+447400123456");
      await shots2(page, "sms-code");
      await enterCode(page, "+447400123456");
      await page.getByTestId("demo-user").waitFor();
      expect((await userOf(page)).linkedAccounts.map((a) => a.type)).toEqual(["phone"]);
    } finally {
      await context.close();
    }
  });

  it("signs up with a passkey, logs out, and logs back in with it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await withVirtualAuthenticator(context, page);
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("button", { name: "Continue with passkey" }).click();
      await page.locator('[data-foyer-screen="passkeyChoice"]').waitFor();
      await shots2(page, "passkey-choice");
      await page.getByRole("button", { name: "Create new account" }).click();
      await page.getByTestId("demo-user").waitFor();
      const first = await userOf(page);
      expect(first.linkedAccounts.map((a) => a.type)).toEqual(["passkey"]);
      await page.getByRole("button", { name: "Log out" }).click();
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("button", { name: "Continue with passkey" }).click();
      await page.getByRole("button", { name: "Log in with a passkey" }).click();
      await page.getByTestId("demo-user").waitFor();
      expect((await userOf(page)).id).toBe(first.id);
    } finally {
      await context.close();
    }
  });

  it("a guest links an email (same id, no longer a guest), then links and unlinks a passkey", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `guest-${Date.now()}@example.com`;
    try {
      await withVirtualAuthenticator(context, page);
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Continue as guest" }).click();
      await page.getByTestId("demo-guest").waitFor();
      const guest = await userOf(page);
      expect(guest.isGuest).toBe(true);
      await shots2(page, "demo-guest");
      await page.getByRole("button", { name: "Link email" }).click();
      const form = page.locator('[data-foyer-screen="email"]');
      await form.waitFor();
      await form.locator("input[name=email]").fill(email);
      await form.locator("input[name=email]").press("Enter");
      await enterCode(page, email);
      await page.getByTestId("demo-guest").waitFor({ state: "detached" });
      const linked = await userOf(page);
      expect(linked).toMatchObject({ id: guest.id, isGuest: false });

      await page.getByRole("button", { name: "Add passkey" }).click();
      await page.locator('[data-foyer-screen="passkey"]').waitFor();
      await shots2(page, "passkey-status");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.locator('[data-account-type="passkey"]').waitFor();
      await shots2(page, "demo-linked");
      await page.locator('[data-account-type="passkey"]').getByRole("button", { name: "Unlink" }).click();
      await page.locator('[data-account-type="passkey"]').waitFor({ state: "detached" });
      expect((await userOf(page)).linkedAccounts.map((a) => a.type)).toEqual(["email"]);
    } finally {
      await context.close();
    }
  });
});

const latestCode = (to: string) => latestMailboxCode(stack.apiUrl, to);
