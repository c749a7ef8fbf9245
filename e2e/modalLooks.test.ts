// Screenshots of the email journey's screens (landing, more options, email, code, wrong code, success) at 1280
// and 375 px, in the default, dark and custom-background themes: taken before and after a change that must not
// change what the modal draws (issue 19's slimming), then compared pixel for pixel. Written to
// test-results/looks/ (or MODAL_LOOKS_DIR); MODAL_LOOKS_ALL=1 draws every configuration at both widths. Each run
// also checks the journey completes in every configuration and the modal draws in the configured accent (a custom
// appearance loads the palette's colour maths apart).
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFixtureJourney, type FixtureJourney, openFixtureJourney } from "./fixtureJourney.ts";
import { animationsSettled, shotsDir } from "./journey.ts";
import { latestCode } from "./latestCode.ts";

const APP = "e2e-looks";
const dir = process.env.MODAL_LOOKS_DIR ?? new URL("looks/", shotsDir).pathname;
let journey: FixtureJourney;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  journey = await openFixtureJourney("modalLooksPage", {
    id: APP,
    name: "Looks",
    email_auth: true,
    sms_auth: true,
    passkey_auth: true,
  });
});
afterAll(() => closeFixtureJourney(journey));

const viewports = [
  { name: "1280", viewport: { width: 1280, height: 800 } },
  { name: "375", viewport: { width: 375, height: 740 } },
];

const configs = {
  email: { loginMethods: ["email"] },
  overflow: { loginMethods: ["passkey", "sms"], overflowLoginMethods: ["email"] },
  dark: { loginMethods: ["email"], appearance: { theme: "dark", accentColor: "#ffcc00" } },
  custom: { loginMethods: ["email", "sms"], appearance: { theme: "#f3ead8", accentColor: "#0a8f6a" } },
};

async function shot(page: Page, name: string) {
  await animationsSettled(page);
  // The caret blinks: hide it, so two runs draw the same pixels.
  await page.screenshot({ path: `${dir}/${name}.png`, caret: "hide" });
}

const screen = (page: Page, name: string) => page.locator(`[data-foyer-screen="${name}"]`);

/**
 * Which configuration each width draws: all of them with MODAL_LOOKS_ALL=1 (the before/after comparison), else
 * each configuration at one width, alternating (`npm test` keeps to its time on a 2-core machine).
 */
const configsAt = (index: number) =>
  Object.keys(configs).filter((_, i) => process.env.MODAL_LOOKS_ALL === "1" || i % viewports.length === index);

describe.each(viewports.map((v, index) => ({ ...v, index })))(
  "the email journey's screens ($name)",
  ({ name: width, viewport, index }) => {
    it.each(configsAt(index))("draws them in the %s configuration", async (configName) => {
      const config = configs[configName as keyof typeof configs];
      const context = await journey.browser.newContext({ viewport });
      const page = await context.newPage();
      const prefix = `${configName}-${width}`;
      // The same address and the same wrong code on every run: the pictures of two runs compare.
      const email = `looks-${prefix}@example.com`;
      try {
        await page.goto(`${journey.url}&config=${encodeURIComponent(JSON.stringify(config))}`);
        await page.getByRole("button", { name: "Log in", exact: true }).click();
        await screen(page, "landing").waitFor();
        // An appearance of its own loads the palette's colour maths (theme/modalPalette.ts): the modal draws in it.
        const accent = await page.evaluate(() =>
          getComputedStyle(document.querySelector("#foyer-modal-host") as Element)
            .getPropertyValue("--foyer-accent")
            .trim(),
        );
        const appearance = "appearance" in config ? config.appearance : undefined;
        if (appearance) expect(accent).toBe(appearance.accentColor);
        else expect(accent).toMatch(/^#[0-9a-f]{6}$/);
        await shot(page, `${prefix}-landing`);
        if (configName === "overflow") {
          await page.getByRole("button", { name: "More options" }).click();
          await screen(page, "moreOptions").waitFor();
          await shot(page, `${prefix}-more-options`);
          await page.getByRole("button", { name: "Continue with email" }).click();
          await screen(page, "email").waitFor();
          await shot(page, `${prefix}-email`);
        }
        await page.locator('input[name="email"]').fill(email);
        await shot(page, `${prefix}-email-filled`);
        await page.locator('input[name="email"]').press("Enter");
        await screen(page, "code").waitFor();
        const code = await latestCode(journey.stack.apiUrl, email);
        await shot(page, `${prefix}-code`);
        const wrong = code === "111111" ? "222222" : "111111";
        await page.locator("input[data-foyer-code-box]").first().click();
        await page.keyboard.type(wrong);
        await page.locator('[data-foyer="code-error"]').filter({ hasText: "Incorrect code" }).waitFor();
        await shot(page, `${prefix}-code-error`);
        await page.waitForFunction(() => {
          const host = document.getElementById("foyer-modal-host");
          const boxes = [...(host?.shadowRoot?.querySelectorAll<HTMLInputElement>("input[data-foyer-code-box]") ?? [])];
          return boxes.length === 6 && boxes.every((b) => b.value === "");
        });
        await page.keyboard.type(code);
        await screen(page, "success").waitFor();
        await shot(page, `${prefix}-success`);
        await page.getByTestId("user").waitFor({ timeout: 20_000 });
        if (configName === "email") {
          await page.getByRole("button", { name: "Link email" }).click();
          await screen(page, "email").waitFor();
          await shot(page, `${prefix}-link-email`);
        }
        expect(await page.getByTestId("user").textContent()).toContain(email);
      } finally {
        await context.close();
      }
    });
  },
);
