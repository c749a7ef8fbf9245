// The one modal in real Chromium, light and dark: the password, recovery selection, MFA verify, signing
// confirmation and export screens (screenshots at 1280 and 375 px in test-results/one-modal-*), each in the
// one shell (one #foyer-modal-host, the top flow named on it), fitting the viewport, painted only with theme
// colours; the export page framed in the card is drawn with the modal's colours too.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationsSettled, closeJourney, loginWithEmailCode, openJourney, screenshotPair } from "./journey.ts";
import { enrolSmsMfa } from "./mfaJourney.ts";
import { modalPaintReport } from "./modalTheme.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
const APP = "e2e-one-modal";

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    demoHostname: "localhost",
    apps: [
      {
        id: APP,
        name: "One Modal",
        embedded_wallet_config: {
          ethereum: { create_on_login: "all-users" },
          solana: { create_on_login: "off" },
          require_user_owned_recovery_on_create: false,
          user_owned_recovery_options: ["user-passcode", "google-drive", "icloud"],
          mode: "legacy-embedded-wallets-only",
        },
      },
    ],
    server: { rateLimits: { codeSendsPerIpPerHour: 1_000 } },
  }));
});
afterAll(() => closeJourney({ stack, browser }));

/** The screen is in the one modal, on top, fits at both widths and uses theme colours only; then screenshots. */
async function check(page: Page, flow: string, screen: string, name: string) {
  await page.locator(`[data-foyer-screen="${screen}"]`).waitFor();
  // The entrance animation settles before colours are read.
  await animationsSettled(page);
  expect(await page.locator("#foyer-modal-host").count()).toBe(1);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await animationsSettled(page);
    const report = await modalPaintReport(page);
    expect(report).toMatchObject({ flow, overflow: false, unthemed: [] });
    expect(report.checked).toBeGreaterThan(5);
  }
  // Crossing the 480 px breakpoint replays the card's entrance animation: let it finish before the shots.
  await page.setViewportSize({ width: 1280, height: 800 });
  await animationsSettled(page);
  await screenshotPair(page, `one-modal-${name}`);
}

describe.each(["light", "dark"])("the one modal (%s)", (theme) => {
  it("shows recovery, password, signing, export and MFA in the one shell with its theme", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `one-modal-${theme}-${Date.now()}@example.com`;
    try {
      await loginWithEmailCode(page, stack, email, `?app=${APP}&wallets=all-users&theme=${theme}`);
      const eth = page.getByTestId("demo-wallet-ethereum");
      await eth.waitFor({ timeout: 60_000 });
      await page.locator("#foyer-modal-host").waitFor({ state: "detached", timeout: 30_000 });

      // Recovery selection: every enabled option, in the modal.
      await page.getByRole("button", { name: "Backup method" }).click();
      await check(page, "recovery", "recoverySelection", `${theme}-recovery-selection`);
      expect(await page.locator('[data-foyer-screen="recoverySelection"]').textContent()).toContain(
        "Back up to Google Drive",
      );
      await page.keyboard.press("Escape");
      await page.getByTestId("security-note").getByText("User exited set recovery flow").waitFor();

      // The password flow: splash, then 'Set your password' with a typed password and its strength.
      await page.getByRole("button", { name: "Set a password" }).click();
      await page.locator('[data-foyer-screen="passwordSplash"]').getByRole("button", { name: "Continue" }).click();
      const create = page.locator('[data-foyer-screen="passwordCreate"]');
      await create.locator('input[name="password"]').fill("Harbour-Lantern-42");
      await create.locator('input[name="password"]').blur();
      await check(page, "recovery", "passwordCreate", `${theme}-password`);
      await page.keyboard.press("Escape");
      await page.locator("#foyer-modal-host").waitFor({ state: "detached" });

      // The signing confirmation.
      await page.getByLabel("Message").fill("gm from the one modal");
      await page.getByRole("button", { name: "Sign message" }).click();
      await check(page, "signatureConfirm", "signatureConfirm", `${theme}-sign`);
      await page.locator('[data-foyer-screen="signatureConfirm"]').getByRole("button", { name: "Cancel" }).click();
      await page.getByTestId("demo-wallet-error").getByText("User rejected the request.").waitFor();

      // Export: the wallet origin's page framed in the card, drawn with the modal's colours.
      await page.getByRole("button", { name: "Export wallet" }).click();
      const frame = page.frameLocator("iframe[data-foyer-export-frame]");
      await frame.getByRole("button", { name: "Show private key" }).click();
      await frame.locator("#foyer-export-key").waitFor({ timeout: 60_000 });
      await check(page, "walletExport", "walletExport", `${theme}-export`);
      const colours = await page.evaluate(() => {
        const host = document.getElementById("foyer-modal-host");
        const style = getComputedStyle(host?.shadowRoot?.querySelector(".foyer-card") as Element);
        return { background: style.backgroundColor, color: style.color };
      });
      const exportPage = page.frames().find((f) => f.url().includes("/embedded-wallets/export"));
      const framed = await exportPage?.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        color: getComputedStyle(document.body).color,
      }));
      expect(framed).toEqual(colours);
      await page.locator('[data-foyer-screen="walletExport"]').getByRole("button", { name: "Close" }).last().click();
      await page.locator("#foyer-modal-host").waitFor({ state: "detached" });

      // MFA verify, once SMS is enrolled: the six boxes for the code sent to the enrolled number.
      const phone = theme === "light" ? "+14155550141" : "+14155550142";
      await enrolSmsMfa(page, stack, phone);
      await page.getByRole("button", { name: "Verify MFA" }).click();
      await page.locator('[data-foyer-screen="mfaVerify"] input[data-foyer-code-box]').first().waitFor();
      await check(page, "mfa", "mfaVerify", `${theme}-mfa-verify`);
      await page.keyboard.press("Escape");
      await page.getByTestId("security-note").getByText("MFA canceled").waitFor();
    } finally {
      await context.close();
    }
  });
});
