// Issue 13 items 3 and 6 in the demo, two browser profiles (contexts) of one user, through the proof path:
// - profile B is a new device of a wallet on automatic recovery: signing opens 'Confirm it's really you'
//   in the modal's card, the code from the email is typed into the wallet origin's page (never the host
//   page), and the signature follows; the user's email gets a new-device notice;
// - profile A then sets a password (a re-split): profile B, whose device share is now stale, is asked for
//   the password instead of 'Unable to recover wallet', and signs again.

import type { Page } from "playwright-core";
import { verifyMessage } from "viem";
import { describe, expect, it } from "vitest";
import { deviceJourneyForFile, ethereumAddressOf, signatureOf, startSigning } from "./deviceJourney.ts";
import { screenshotPair, setWalletPassword } from "./journey.ts";

const journey = deviceJourneyForFile({ demoHostname: "localhost" });

async function emailLogin(page: Page, email: string, previousCode?: string) {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
  return journey.typeLoginCode(page, email, previousCode);
}

describe("issue 13: new devices and stale devices, two browser profiles", () => {
  it("verifies a new device inside the frame, then asks the stale device for the new method", async () => {
    const email = `devices-${Date.now()}@example.com`;
    const password = "Devices-Pass-2026!";
    try {
      // ── Profile A: wallet on login (automatic recovery) ──
      const a = await journey.profile();
      const pageA = await a.newPage();
      await pageA.goto(`${journey.stack.demoUrl}/?wallets=all-users`);
      const firstCode = await emailLogin(pageA, email);
      const address = await ethereumAddressOf(pageA);

      // ── Profile B: a new device; the server does not know its key ──
      const b = await journey.profile();
      const pageB = await b.newPage();
      journey.advanceServerClock(31_000);
      await pageB.goto(`${journey.stack.demoUrl}/?wallets=all-users`);
      await emailLogin(pageB, email, firstCode);
      await pageB.getByTestId("demo-wallet-ethereum").waitFor({ timeout: 60_000 });
      await startSigning(pageB, "gm from profile B");
      const verify = pageB.frameLocator("iframe[data-foyer-verify-frame]");
      await verify.getByText("Confirm it's really you").waitFor({ timeout: 60_000 });
      await verify.getByText(/enter the code we sent to d•••@example\.com/).waitFor({ timeout: 60_000 });
      await screenshotPair(pageB, "issue13-verify-device");
      const [codeMail] = await journey.mailbox(email);
      expect(codeMail?.subject).toContain("wallet verification code");
      // Six boxes like the modal's code screen: a whole code typed into the first fills them all.
      expect(await verify.locator("input[data-foyer-code-box]").count()).toBe(6);
      await verify
        .locator("input[data-foyer-code-box]")
        .first()
        .fill(codeMail?.code as string);
      const signedB = await signatureOf(pageB);
      expect(await verifyMessage({ address, message: "gm from profile B", signature: signedB })).toBe(true);
      expect((await journey.mailbox(email)).some((m) => m.subject.startsWith("A new device recovered"))).toBe(true);

      // ── Profile A changes the recovery method: a re-split ──
      await setWalletPassword(pageA, password);

      // ── Profile B again: its share is stale; it is asked for the password, not 'Unable to recover wallet' ──
      await pageB.reload();
      await pageB.getByTestId("demo-wallet-ethereum").waitFor({ timeout: 60_000 });
      await startSigning(pageB, "gm after the change");
      const recover = pageB.locator('[data-foyer-screen="recoverPassword"]');
      await recover.getByText("Enter your password").waitFor({ timeout: 60_000 });
      expect(await pageB.getByText("Unable to recover wallet").count()).toBe(0);
      await recover.locator('input[type="password"]').fill(password);
      await recover.getByRole("button", { name: "Recover your account" }).click();
      const signedAgain = await signatureOf(pageB);
      expect(await verifyMessage({ address, message: "gm after the change", signature: signedAgain })).toBe(true);
      await a.close();
      await b.close();
    } catch (error) {
      await journey.dump(error);
    }
  }, 400_000);
});
