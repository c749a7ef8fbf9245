// Issue 7, "MFA by SMS before signing", in real Chromium against the real server, demo and wallet frame
// (two origins): an app that forces MFA (`mfa_required`), an email user whose wallet is created on login
// and who enrols SMS as MFA. On a fresh frame (page reload: the frame no longer holds the unlocked key)
// the frame asks the server for the auth share, which refuses without an MFA proof; useSignMessage then
// shows the MFA screen. Closing it refuses the signature ('MFA canceled'); entering the SMS code from the
// dev outbox lets the same call sign, and the signature verifies with viem.

import { createFrameProver, createMemoryKeyStore } from "@foyer/wallet-frame";
import type { Browser, Page } from "playwright-core";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSigning } from "./deviceJourney.ts";
import { closeJourney, openJourney, screenshotPair } from "./journey.ts";
import { latestCode as latestMailboxCode } from "./latestCode.ts";
import { emailLoginWithWallet, enrolSmsMfa, signAsNewDevice } from "./mfaJourney.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
const APP = "e2e-mfa";

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    demoHostname: "localhost",
    apps: [{ id: APP, name: "MFA app", mfa_required: true }],
    server: { rateLimits: { codeSendsPerIpPerHour: 1_000 } },
  }));
});
afterAll(() => closeJourney({ stack, browser }));

const latestCode = (to: string, not?: string) => latestMailboxCode(stack.apiUrl, to, { not });

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue7-${name}`);

/**
 * Asks the frame origin for the auth share as a frame would (with a device-key proof), without an MFA
 * token: the MFA guard answers before the device check.
 */
async function authShareWithoutMfa(page: Page, entropyId: string) {
  const token = (await page.evaluate(() => localStorage.getItem("foyer:token"))) ?? "";
  const url = `${stack.walletFrameUrl}/api/v1/embedded_wallets/auth_share`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "foyer-app-id": APP,
      authorization: `Bearer ${token}`,
      dpop: await createFrameProver(createMemoryKeyStore()).proof("POST", url, token),
      origin: stack.walletFrameUrl,
    },
    body: JSON.stringify({ entropy_id: entropyId }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; error?: string } };
}

describe("issue 7: MFA by SMS before signing (app with mfa_required)", () => {
  it("refuses to sign without verification, then signs after the SMS code", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `mfa-sign-${Date.now()}@example.com`;
    const phone = "+14155550188";
    try {
      const { eth, address } = await emailLoginWithWallet(page, stack, APP, email);

      // Enrol SMS as the MFA method (the first enrolment needs no proof).
      const enrolCode = await enrolSmsMfa(page, stack, phone);

      // A fresh frame: the key is no longer unlocked, so signing needs the auth share.
      await page.reload();
      await eth.waitFor();
      const user = JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as {
        mfaMethods: string[];
        linkedAccounts: { walletClientType?: string; chainType?: string; address?: string }[];
      };
      expect(user.mfaMethods).toEqual(["sms"]);

      // The server refuses the auth share without an MFA proof, with the catalogue's error.
      const refused = await authShareWithoutMfa(page, address);
      expect(refused).toEqual({
        status: 401,
        body: { code: "missing_or_invalid_mfa", error: "Missing or invalid MFA code." },
      });

      // Without verification the signature is refused: closing the MFA screen rejects with 'MFA canceled'.
      await signAsNewDevice(page, stack, email, "gm with MFA");
      const confirm = page.locator('[data-foyer-screen="signatureConfirm"]');
      const verify = page.locator('[data-foyer-screen="mfaVerify"]');
      await verify.waitFor();
      expect(await verify.textContent()).toContain("Verify your identity");
      expect(await verify.textContent()).toContain("Enter the code sent to your phone ending in");
      await verify.locator("input[data-foyer-code-box]").first().waitFor();
      // The first verification code went out (the screen sends it once it knows the number).
      await latestCode(phone, enrolCode);
      await shots2(page, "mfa-before-signing");
      await page.keyboard.press("Escape");
      await page.getByTestId("demo-wallet-error").getByText("MFA canceled").waitFor();
      expect(await page.getByTestId("demo-signature").count()).toBe(0);

      // Again, this time with the SMS code: the same call signs, and viem verifies the signature.
      await page.getByRole("button", { name: "Sign message" }).click();
      await confirm.getByRole("button", { name: "Sign and continue" }).click();
      await verify.locator("input[data-foyer-code-box]").first().waitFor();
      // Reopened within the 30 s resend cooldown no new SMS goes out, and the screen shows no rate-limit
      // error: the code sent a moment ago is still the valid one (the latest code counts either way).
      await verify.getByText("Enter the code sent to your phone ending in").waitFor();
      expect(await verify.getByText("Too many requests (429). Try again later.").count()).toBe(0);
      const code = await latestCode(phone, enrolCode);
      await verify.locator("input[data-foyer-code-box]").first().fill(code);
      const signature = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "gm with MFA", signature })).toBe(true);

      // The frame keeps the MFA proof for this session: a second signature asks nothing more.
      await startSigning(page, "gm again");
      await expect
        .poll(async () => (await page.getByTestId("demo-signature").textContent())?.trim())
        .not.toBe(signature);
      const second = (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
      expect(await verifyMessage({ address, message: "gm again", signature: second })).toBe(true);
    } finally {
      await context.close();
    }
  });
});
