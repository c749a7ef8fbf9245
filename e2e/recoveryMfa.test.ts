// Issue 7 (recovery and MFA) in real Chromium against the real server and demo: the password screens'
// validation and steps (create → save → confirm → finalize), MFA enrolment by SMS then verification by
// SMS through the modal with codes from the dev mailbox. Screenshots of the password screens at 1280/375.
//
// Not covered here: setting/recovering the password against the wallet frame (the frame and its
// proxy come from the keys branch; without it the submit ends on 'Something went wrong').

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationsSettled, closeJourney, loginWithEmailCode, openJourney, screenshotPair } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ demoHostname: "localhost" }));
});
afterAll(() => closeJourney({ stack, browser }));

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue7-${name}`);

async function emailLogin(page: Page, email: string) {
  await loginWithEmailCode(page, stack, email);
  await page.getByTestId("demo-user").waitFor();
}

describe("issue 7: recovery password screens and MFA", () => {
  it("walks the password screens with the spec's validation", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await emailLogin(page, `pw-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Set a password" }).click();
      await page.locator('[data-foyer-screen="passwordSplash"]').waitFor();
      expect(await page.locator('[data-foyer-screen="passwordSplash"]').textContent()).toContain("Secure Your Account");
      await page.getByRole("button", { name: "Continue" }).click();

      const create = page.locator('[data-foyer-screen="passwordCreate"]');
      await create.waitFor();
      expect(await create.textContent()).toContain("Set your password");
      expect(await create.textContent()).toContain("Password Strength: --");
      const field = create.locator('input[name="password"]');
      const submit = create.getByRole("button", { name: "Continue" });
      await field.fill("abc");
      expect(await submit.isDisabled()).toBe(true);
      // Errors show only once the field is touched.
      expect((await create.locator(".foyer-error-text").textContent())?.trim()).toBe("");
      await field.blur();
      expect(await create.locator(".foyer-error-text").textContent()).toBe("Password must be at least 6 characters");
      await field.fill("my pass?word");
      expect(await create.locator(".foyer-error-text").textContent()).toBe("Invalid characters used ( SPACE, ? )");
      expect(await create.textContent()).toContain("Password Strength: Weak");
      await field.fill("Abcdefgh1234!xyz");
      expect(await create.textContent()).toContain("Password Strength: Strong");
      expect(await submit.isDisabled()).toBe(false);
      await shots2(page, "password-create");
      await submit.click();

      const save = page.locator('[data-foyer-screen="passwordSave"]');
      await save.waitFor();
      expect(await save.textContent()).toContain("Save your password");
      expect(await save.locator("[data-foyer-password]").textContent()).toBe("Abcdefgh1234!xyz");
      const download = page.waitForEvent("download");
      await save.getByRole("button", { name: "Download" }).click();
      expect((await download).suggestedFilename()).toBe("Foyer-Demo-recovery.txt");
      await shots2(page, "password-save");
      await save.getByRole("button", { name: "Continue" }).click();

      const confirm = page.locator('[data-foyer-screen="passwordConfirm"]');
      await confirm.waitFor();
      await confirm.locator('input[name="confirmation"]').fill("Abcdefgh1234!xy");
      await confirm.locator('input[name="confirmation"]').blur();
      expect(await confirm.locator(".foyer-error-text").textContent()).toBe("Passwords do not match");
      expect(await confirm.getByRole("button", { name: "Continue" }).isDisabled()).toBe(true);
      await confirm.locator('input[name="confirmation"]').fill("Abcdefgh1234!xyz");
      await confirm.getByRole("button", { name: "Continue" }).click();

      const finalize = page.locator('[data-foyer-screen="passwordFinalize"]');
      await finalize.waitFor();
      expect(await finalize.textContent()).toContain("Confirm you have saved");
      const setButton = finalize.getByRole("button", { name: "Set Password" });
      expect(await setButton.isDisabled()).toBe(true);
      await finalize.getByRole("checkbox").check();
      expect(await setButton.isDisabled()).toBe(false);
      expect(await finalize.getByRole("button", { name: "Cancel" }).count()).toBe(1);
      await shots2(page, "password-finalize");
      // Back goes one step, keeping the password.
      await finalize.getByRole("button", { name: "Back" }).click();
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "Continue" }).click();
      await finalize.getByRole("checkbox").check();
      await setButton.click();

      const result = page.locator('[data-foyer-screen="passwordResult"]');
      await result.waitFor();
      // This user has no embedded wallet (the demo creates none without ?wallets=all-users): the wallet
      // step reports it and the flow shows the failure. The full journey with a wallet is
      // embeddedWalletRecovery.test.ts.
      expect(await result.textContent()).toContain("Something went wrong");
      expect(await result.textContent()).toContain("Embedded wallet not found");
      await result.getByRole("button", { name: "Close" }).last().click();
      await page.getByTestId("security-note").waitFor();
      expect(await page.getByTestId("security-note").textContent()).toContain("Embedded wallet not found");

      // The recovery selection: title, text, the password option and the info panel.
      await page.getByRole("button", { name: "Backup method" }).click();
      const selection = page.locator('[data-foyer-screen="recoverySelection"]');
      await selection.waitFor();
      expect(await selection.textContent()).toContain("Secure your account");
      expect(await selection.textContent()).toContain(
        "Select a method for logging in on new devices and recovering your account.",
      );
      await shots2(page, "recovery-selection");
      await selection.getByRole("button", { name: "Why do I need to secure my account?" }).click();
      await page
        .locator('[data-foyer-screen="recoveryInfo"]')
        .getByRole("button", { name: "Select backup method" })
        .click();
      await selection.getByRole("button", { name: "Set a password" }).click();
      await page.locator('[data-foyer-screen="passwordCreate"]').waitFor();
      // Back from creating returns to the selection it came from.
      await page.locator('[data-foyer-screen="passwordCreate"]').getByRole("button", { name: "Back" }).click();
      await selection.waitFor();
    } finally {
      await context.close();
    }
  });

  it("recovers from Google Drive: 'Confirm it's really you', the dev sign-in popup, the drive token", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await emailLogin(page, `drive-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Recover from Google Drive" }).click();
      const screen = page.locator('[data-foyer-screen="recoveryOAuth"]');
      await screen.waitFor();
      expect(await screen.textContent()).toContain("Confirm it's really you");
      await shots2(page, "recovery-oauth-confirm");
      const token = page.waitForResponse((r) => r.url().endsWith("/api/v1/recovery/oauth/authenticate"));
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        screen.getByRole("button", { name: "Confirm with Google Drive" }).click(),
      ]);
      await popup.locator("#name").fill("Drive Owner");
      await popup.getByRole("button", { name: "Sign in" }).click();
      // The state round trip and the code exchange succeed: the drive access token comes back.
      const answer = await token;
      expect(answer.status()).toBe(200);
      expect(typeof ((await answer.json()) as { access_token?: unknown }).access_token).toBe("string");
      // This user has no embedded wallet, so there is nothing to recover: the screen offers Try again.
      // The full backup-and-recover journey is cloudRecovery.test.ts.
      await screen.getByText("Recovery with Google Drive unsuccessful").waitFor();
      expect(await screen.textContent()).toContain(
        "Please verify that you are selecting the Google Drive account associated with your backup.",
      );
      expect(await screen.getByRole("button", { name: "Try again" }).count()).toBe(1);
      await shots2(page, "recovery-oauth-failure");
    } finally {
      await context.close();
    }
  });

  it("enrols SMS as MFA, then verifies with a new SMS code (a wrong one first)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const phone = "+14155550172";
    try {
      await emailLogin(page, `mfa-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Manage MFA" }).click();
      const manage = page.locator('[data-foyer-screen="mfaManage"]');
      await manage.waitFor();
      await shots2(page, "mfa-manage");
      // The rows' buttons are evenly laid out (one width, one right edge) and Done keeps clear of the last row.
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        await animationsSettled(page);
        const rows = manage.locator("[data-foyer-mfa-method]");
        const boxes = await Promise.all([0, 1].map(async (i) => rows.nth(i).getByRole("button").boundingBox()));
        const [sms, passkey] = boxes.map((b) => b ?? { x: 0, y: 0, width: 0, height: 0 });
        expect(sms?.width).toBeCloseTo(passkey?.width ?? -1, 0);
        expect((sms?.x ?? 0) + (sms?.width ?? 0)).toBeCloseTo((passkey?.x ?? 0) + (passkey?.width ?? 0), 0);
        const lastRow = await rows.nth(1).boundingBox();
        const done = await manage.getByRole("button", { name: "Done" }).boundingBox();
        expect((done?.y ?? 0) - ((lastRow?.y ?? 0) + (lastRow?.height ?? 0))).toBeGreaterThanOrEqual(12);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await manage.locator('[data-foyer-mfa-method="sms"]').getByRole("button", { name: "Add" }).click();
      const enrol = page.locator('[data-foyer-screen="mfaEnrollSms"]');
      await enrol.waitFor();
      await enrol.locator('input[name="phone"]').fill(phone);
      await enrol.getByRole("button", { name: "Send code" }).click();
      await enrol.locator("input[data-foyer-code-box]").first().waitFor();
      const enrolCode = await latestCode(phone);
      await enrol.locator("input[data-foyer-code-box]").first().fill(enrolCode);
      await page.getByTestId("security-note").waitFor();
      expect(await page.getByTestId("security-note").textContent()).toBe("MFA: done");
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as { mfaMethods: string[] };
      expect(user.mfaMethods).toEqual(["sms"]);

      await page.getByRole("button", { name: "Verify MFA" }).click();
      const verify = page.locator('[data-foyer-screen="mfaVerify"]');
      await verify.waitFor();
      await verify.locator("input[data-foyer-code-box]").first().waitFor();
      const code = await latestCode(phone, enrolCode);
      const wrong = code === "000000" ? "111111" : "000000";
      await verify.locator("input[data-foyer-code-box]").first().fill(wrong);
      await verify.getByText("Missing or invalid MFA code.").waitFor();
      await shots2(page, "mfa-verify");
      // The boxes clear after a wrong code (like the login code screen); then the right one goes in.
      await expect.poll(() => verify.locator("input[data-foyer-code-box]").first().inputValue()).toBe("");
      await verify.locator("input[data-foyer-code-box]").first().fill(code);
      await page.getByTestId("security-note").getByText("Verify MFA: done").waitFor();
    } finally {
      await context.close();
    }
  });
});

const latestCode = (to: string, not?: string) => latestMailboxCode(stack.apiUrl, to, { not });
