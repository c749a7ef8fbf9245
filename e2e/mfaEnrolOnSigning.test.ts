// Issue 7, an app that forces MFA (`mfa_required`) and a user with no MFA method yet, in real Chromium
// against the real server, demo and wallet frame. Signing used to stop on a verify screen with nothing to
// do; now that screen offers enrolment (SMS, or a passkey for users who have one linked), comes back once
// the number is proven, verifies through the wallet frame, and the same signing call goes on.

import type { Browser, Page } from "playwright-core";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, openJourney, screenshotPair, withVirtualAuthenticator } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import { emailLoginWithWallet, mfaRequiredApps, signAsNewDevice } from "./mfaJourney.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
const APP = "e2e-mfa-enrol";
const PASSKEY_APP = `${APP}-passkey`;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    demoHostname: "localhost",
    apps: mfaRequiredApps(APP, "MFA enrol app"),
    server: { rateLimits: { codeSendsPerIpPerHour: 1_000 } },
  }));
});
afterAll(() => closeJourney({ stack, browser }));

const latestCode = (to: string, not?: string) => latestMailboxCode(stack.apiUrl, to, { not });

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue7-${name}`);

describe("issue 7: MFA forced, nothing enrolled, when signing", () => {
  it("offers enrolment on the verify screen, then verifies and signs", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `mfa-enrol-${Date.now()}@example.com`;
    const phone = "+14155550166";
    try {
      const { eth, address } = await emailLoginWithWallet(page, stack, APP, email);
      // A fresh frame: signing needs the auth share, which the server releases only after MFA.
      await page.reload();
      await eth.waitFor();

      await signAsNewDevice(page, stack, email, "gm after enrolling");
      const verify = page.locator('[data-foyer-screen="mfaVerify"]');
      const setup = verify.locator("[data-foyer-mfa-setup]");
      await setup
        .getByText("This app asks for a second step before your wallet is used. Add one to continue.")
        .waitFor();
      // This email user has no passkey linked: SMS is the one method offered.
      expect(await setup.getByRole("button", { name: "Add passkey verification" }).count()).toBe(0);
      await shots2(page, "mfa-enrol-on-signing");

      // Back from the enrolment returns to the choice, not out of the operation.
      await setup.getByRole("button", { name: "Add SMS verification" }).click();
      const enrol = page.locator('[data-foyer-screen="mfaEnrollSms"]');
      await enrol.waitFor();
      await enrol.getByRole("button", { name: "Back" }).click();
      await setup.getByRole("button", { name: "Add SMS verification" }).click();
      await enrol.locator('input[name="phone"]').fill(phone);
      await enrol.getByRole("button", { name: "Send code" }).click();
      await enrol.locator("input[data-foyer-code-box]").first().waitFor();
      const enrolCode = await latestCode(phone);
      await enrol.locator("input[data-foyer-code-box]").first().fill(enrolCode);

      // Enrolled: back on the verify screen, which sends a verification code to the new number.
      await verify.getByText(`Enter the code sent to your phone ending in ${phone.slice(-4)}.`).waitFor();
      const code = await latestCode(phone, enrolCode);
      await verify.locator("input[data-foyer-code-box]").first().fill(code);
      const signature = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "gm after enrolling", signature })).toBe(true);
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as { mfaMethods: string[] };
      expect(user.mfaMethods).toEqual(["sms"]);
    } finally {
      await context.close();
    }
  });

  it("offers a passkey to a user who has one linked, enrols it, verifies with it and signs", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await withVirtualAuthenticator(context, page);
      // Signed up without wallets on login: the email is linked first, then the wallet made, so the email
      // serves the new-device code (an address linked after the wallet serves only a day later).
      await page.goto(`${stack.demoUrl}/?app=${PASSKEY_APP}`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("button", { name: "Continue with passkey" }).click();
      await page.getByRole("button", { name: "Create new account" }).click();
      // This browser keeps no storage for the cross-site frame, so the reload below makes a new device, which
      // verifies itself by an email code typed into the frame.
      const email = `mfa-passkey-${Date.now()}@example.com`;
      await page.getByRole("button", { name: "Link email" }).click();
      const form = page.locator('[data-foyer-screen="email"]');
      await form.locator("input[name=email]").fill(email);
      await form.locator("input[name=email]").press("Enter");
      await page.locator('[data-foyer-screen="code"]').waitFor();
      await page
        .locator("input[data-foyer-code-box]")
        .first()
        .fill(await latestCode(email));
      await page.locator('[data-account-type="email"]').waitFor();
      await page.getByRole("button", { name: "Create Ethereum wallet" }).click();
      const eth = page.getByTestId("demo-wallet-ethereum");
      await eth.waitFor({ timeout: 60_000 });
      const address = (await eth.locator("code").textContent())?.trim() as `0x${string}`;
      await page.locator('[data-account-type="email"]').waitFor();
      await page.reload();
      await eth.waitFor();

      await signAsNewDevice(page, stack, email, "gm with a passkey");
      const verify = page.locator('[data-foyer-screen="mfaVerify"]');
      const setup = verify.locator("[data-foyer-mfa-setup]");
      await setup.getByRole("button", { name: "Add SMS verification" }).waitFor();
      await setup.getByRole("button", { name: "Add passkey verification" }).click();
      await page
        .locator('[data-foyer-screen="mfaEnrollPasskey"]')
        .getByRole("button", { name: "Use a passkey" })
        .click();
      // Enrolled: the verify screen now verifies with the passkey, and the signature goes through.
      await verify.getByRole("button", { name: "Verify with passkey" }).click();
      const signature = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "gm with a passkey", signature })).toBe(true);
    } finally {
      await context.close();
    }
  });
});
