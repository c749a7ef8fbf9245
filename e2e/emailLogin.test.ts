// The foundation journey in real Chromium against the real server and demo app:
// Log in → email → code from the dev mailbox (a wrong one first) → logged in → reload keeps
// the session → logout ends it on the server. Desktop and 375 px.

import { createLocalJWKSet, jwtVerify } from "jose";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, openJourney, shotsDir } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "mobile", viewport: { width: 375, height: 740 }, isMobile: true },
];

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney());
});
afterAll(() => closeJourney({ stack, browser }));

const codeBoxes = (page: Page) => page.locator("input[data-foyer-code-box]");

/** Where the focus is: inside the modal's card, on its first or last visible control. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const shadow = document.getElementById("foyer-modal-host")?.shadowRoot;
    const card = shadow?.querySelector(".foyer-card");
    const active = shadow?.activeElement ?? null;
    const controls = [...(card?.querySelectorAll<HTMLElement>("a[href],button,input") ?? [])].filter(
      (el) => el.offsetParent !== null && !(el as HTMLButtonElement).disabled,
    );
    return {
      inCard: card?.contains(active) === true,
      first: active === controls[0],
      last: active === controls.at(-1),
    };
  });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: new URL(name, shotsDir).pathname });
}

describe.each(viewports)("email login journey ($name)", ({ name, viewport, isMobile }) => {
  it("logs in with the emailed code, survives reload, and logs out on the server", async () => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    const email = `journey-${name}-${Date.now()}@example.com`;
    try {
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Log in", exact: true }).click();

      const landing = page.locator('[data-foyer-screen="landing"]');
      await landing.waitFor();
      expect(await landing.textContent()).toContain("Log in or sign up");
      // appearance.footerLogo: the host's logo at the foot of the login screen.
      expect(await landing.locator('[data-foyer="footer-logo"]').getAttribute("src")).toBe("/favicon.svg");
      await shot(page, `${name}-landing.png`);

      // The focus trap (modal/ModalShell.tsx): Tab from the card reaches its first control (Close), Shift+Tab
      // there goes round to the last control, Tab there back to the first; the focus never leaves the card.
      await page.keyboard.press("Tab");
      expect(await focused(page)).toEqual({ inCard: true, first: true, last: false });
      await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toEqual({ inCard: true, first: false, last: true });
      await page.keyboard.press("Tab");
      expect(await focused(page)).toEqual({ inCard: true, first: true, last: false });

      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="email"]').press("Enter");
      await page.locator('[data-foyer-screen="code"]').waitFor();
      const code = await latestCode(email);
      expect(code).toMatch(/^\d{6}$/);
      await shot(page, `${name}-code.png`);

      // A wrong code: "Incorrect code", then the boxes clear and focus returns to the first box.
      const wrong = [...code].map((d) => String((Number(d) + 1) % 10)).join("");
      await codeBoxes(page).first().click();
      await page.keyboard.type(wrong);
      const error = page.locator('[data-foyer="code-error"]');
      await error.filter({ hasText: "Incorrect code" }).waitFor();
      await shot(page, `${name}-code-error.png`);
      await page.waitForFunction(() => {
        const host = document.getElementById("foyer-modal-host");
        const boxes = [...(host?.shadowRoot?.querySelectorAll<HTMLInputElement>("input[data-foyer-code-box]") ?? [])];
        return boxes.length === 6 && boxes.every((b) => b.value === "") && host?.shadowRoot?.activeElement === boxes[0];
      });

      await page.keyboard.type(code);
      const userBox = page.getByTestId("demo-user");
      await userBox.waitFor();
      expect(await userBox.textContent()).toContain(email);
      const token = (await page.getByTestId("demo-token").textContent())?.trim() ?? "";
      await shot(page, `${name}-logged-in.png`);

      // The host's backend can verify the access token from the JWKS endpoint.
      const jwks = await (await fetch(`${stack.apiUrl}/api/v1/apps/foyer-dev/jwks.json`)).json();
      const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { audience: "foyer-dev" });
      expect(payload.sub).toBeTruthy();
      expect(payload.sid).toBeTruthy();

      await page.reload();
      await userBox.waitFor();
      expect(await userBox.textContent()).toContain(email);

      await page.getByRole("button", { name: "Log out", exact: true }).click();
      await page.getByRole("button", { name: "Log in", exact: true }).waitFor();
      const me = await fetch(`${stack.apiUrl}/api/v1/users/me`, {
        headers: { "foyer-app-id": "foyer-dev", authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(401);
      expect(await page.evaluate(() => localStorage.getItem("foyer:refresh_token"))).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe("headless email login (useLoginWithEmail)", () => {
  it("sends a code from the host's own form, refuses a wrong code with its catalogue error, then signs in", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(stack.demoUrl);
      const email = `headless-${Date.now()}@example.com`;
      const panel = page.locator("section.card", {
        has: page.getByRole("heading", { name: "Headless: your own form" }),
      });
      const status = panel.locator("p.state code").first();
      await page.getByLabel("Email for the headless example").fill(email);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect.poll(() => status.textContent()).toBe("awaiting-code-input");
      const code = await latestCode(email);
      const wrong = code === "000000" ? "111111" : "000000";
      await page.getByLabel("Code for the headless example").fill(wrong);
      await page.getByRole("button", { name: "Verify code" }).click();
      await expect.poll(() => status.textContent()).toBe("error");
      expect(await panel.locator("p.state").textContent()).toContain("invalid_credentials");
      await page.getByLabel("Code for the headless example").fill(code);
      await page.getByRole("button", { name: "Verify code" }).click();
      await page.getByTestId("demo-user").waitFor();
      await expect.poll(() => status.textContent()).toBe("done");
    } finally {
      await context.close();
    }
  });
});

const latestCode = (to: string, notBefore = 0) => latestMailboxCode(stack.apiUrl, to, { notBefore });
