// Rough edges a new user meets (issue 18), in real Chromium against the real server. The code screen: five
// wrong codes kill the code, and the right one typed afterwards says the code expired and offers a new
// one at once; a code used successfully holds no resend cooldown (log out and straight back in with the
// same address); a send refused for a while counts its wait down on the Submit button. A server that does not
// answer yet (`npm start` brings the API up after the demo): the modal says so, with Retry, instead of a
// guessed set of buttons.

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, openJourney, shotsDir } from "./journey.ts";
import { latestCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney());
});
afterAll(() => closeJourney({ stack, browser }));

const mailboxSize = async (to: string) =>
  ((await (await fetch(`${stack.apiUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as unknown[]).length;

/** Waits until the six boxes are empty and the first has focus (the 1.4 s reset after an error). */
const boxesReset = (page: Page) =>
  page.waitForFunction(() => {
    const host = document.getElementById("foyer-modal-host");
    const boxes = [...(host?.shadowRoot?.querySelectorAll<HTMLInputElement>("input[data-foyer-code-box]") ?? [])];
    return boxes.length === 6 && boxes.every((b) => b.value === "") && host?.shadowRoot?.activeElement === boxes[0];
  });

async function submitEmail(page: Page, email: string) {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('[data-foyer-screen="landing"]').waitFor();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
}

describe("code entry rough edges", () => {
  it("a dead code says it expired and offers a new one; the same address logs in again at once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `edges-${Date.now()}@example.com`;
    const errorLine = page.locator('[data-foyer="code-error"]');
    try {
      await page.goto(stack.demoUrl);
      await submitEmail(page, email);
      await page.locator('[data-foyer-screen="code"]').waitFor();
      const code = await latestCode(stack.apiUrl, email);
      const wrong = [...code].map((d) => String((Number(d) + 1) % 10)).join("");
      await page.locator("input[data-foyer-code-box]").first().click();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.type(wrong);
        await errorLine.filter({ hasText: "Incorrect code" }).waitFor();
        await boxesReset(page);
      }
      // The 5th wrong try kills the code: the screen says so at once, and 'Resend code' is offered now
      // instead of hiding behind 'Code sent'.
      await page.keyboard.type(wrong);
      await errorLine.filter({ hasText: "This code has expired. Request a new code." }).waitFor();
      await boxesReset(page);
      // The right code typed now is not "Incorrect code": the reason stays.
      await page.keyboard.type(code);
      await errorLine.filter({ hasText: "This code has expired. Request a new code." }).waitFor();
      expect(await errorLine.textContent()).not.toContain("Incorrect code");
      const resend = page.getByRole("button", { name: "Resend code", exact: true });
      await resend.waitFor();
      expect(await resend.isEnabled()).toBe(true);
      await page.screenshot({ path: new URL("code-expired.png", shotsDir).pathname });

      const before = await mailboxSize(email);
      await resend.click();
      const fresh = await latestCode(stack.apiUrl, email, { notBefore: before });
      await page.getByText("Code sent", { exact: true }).waitFor();
      await boxesReset(page);
      await page.keyboard.type(fresh);
      await page.getByTestId("demo-user").waitFor();

      // Log out and straight back in with the same address: the used code holds no cooldown.
      await page.getByRole("button", { name: "Log out", exact: true }).click();
      const sent = await mailboxSize(email);
      await submitEmail(page, email);
      await page.locator('[data-foyer-screen="code"]').waitFor();
      const again = await latestCode(stack.apiUrl, email, { notBefore: sent });

      // Back and Submit again inside the 30 s cooldown: the wait is counted down on the button.
      await page.getByRole("button", { name: "Back", exact: true }).click();
      await page.locator('input[name="email"]').press("Enter");
      const countdown = page.getByRole("button", { name: /^Try again in \d+ s$/ });
      await countdown.waitFor();
      expect(await countdown.isDisabled()).toBe(true);
      expect(await page.locator(".foyer-error-text").first().textContent()).toContain(
        "Too many requests. Please wait before trying again.",
      );
      await page.screenshot({ path: new URL("email-retry-countdown.png", shotsDir).pathname });
      expect(again).toMatch(/^\d{6}$/);
    } finally {
      await context.close();
    }
  });

  it("says plainly that the server cannot be reached, and Retry brings the login screen once it answers", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      // The API is down (its requests fail at the network level) while the demo page loads.
      const api = `${stack.apiUrl}/**`;
      await page.route(api, (route) => route.abort("connectionrefused"));
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      const down = page.locator('[data-foyer-screen="server-unreachable"]');
      await down.waitFor();
      expect(await down.textContent()).toContain("Can't reach the server");
      expect(await down.textContent()).toContain(
        "The login server is not answering. Check your connection, then try again.",
      );
      // No guessed set of login buttons behind it.
      expect(await page.locator('[data-foyer-screen="landing"]').count()).toBe(0);
      await page.screenshot({ path: new URL("server-unreachable.png", shotsDir).pathname });

      await page.unroute(api);
      await down.getByRole("button", { name: "Retry", exact: true }).click();
      const landing = page.locator('[data-foyer-screen="landing"]');
      await landing.waitFor();
      expect(await landing.textContent()).toContain("Log in or sign up");
    } finally {
      await context.close();
    }
  });

  it("the demo triggers no configuration warning of its own; the wallet list says to connect one wallet at a time", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" && message.text().includes("[foyer]")) warnings.push(message.text());
    });
    try {
      await page.goto(`${stack.demoUrl}/?wallets=1`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      const landing = page.locator('[data-foyer-screen="landing"]');
      await landing.waitFor();
      // Four primary methods, the rest (overflowLoginMethods) under "More options".
      await landing.getByRole("button", { name: "More options" }).waitFor();
      expect(warnings).toEqual([]);
      await landing.getByRole("button", { name: "Continue with a wallet" }).click();
      const subtitle = page.locator('[data-foyer="wallet-list-subtitle"]');
      await subtitle.waitFor();
      expect(await subtitle.textContent()).toBe("For the best experience, connect only one wallet at a time.");
      expect(await page.locator('[data-foyer-wallet-screen="list"] h2').textContent()).toBe("Select your wallet");
    } finally {
      await context.close();
    }
  });
});
