// Issue 13 item 3 for users without an email, two browser profiles (contexts) of one user each time:
// - a phone-only user: the new device's code goes by SMS (the dev mailbox shows it) and is typed into the
//   wallet origin's six boxes;
// - a passkey-only user (neither email nor phone): right after the first wallet is made, the modal shows
//   the wallet origin's 'Protect your wallet' page, which adds a passkey on the wallet origin; the second
//   profile (the passkeys copied into its authenticator, as a synced passkey would be) verifies with it, and a
//   third one with the same passkey inside the export page.
// The wallet origin is reached as localhost (a passkey's RP ID cannot be an IP address), another port of
// the demo's host: a cross-origin frame, so WebAuthn runs only because the modal delegates it (`allow`).

import type { BrowserContext, Page } from "playwright-core";
import { verifyMessage } from "viem";
import { describe, expect, it } from "vitest";
import { deviceJourneyForFile, ethereumAddressOf, signatureOf, startSigning } from "./deviceJourney.ts";
import { screenshotPair } from "./journey.ts";
import { latestCode } from "./latestCode.ts";

const journey = deviceJourneyForFile({ demoHostname: "localhost", walletFrameHostname: "localhost" });

/** A virtual authenticator (CTAP2, user verification) on the page; returns what copies its passkeys. */
async function authenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    add: async (credentials: Awaited<ReturnType<typeof cdp.send<"WebAuthn.getCredentials">>>["credentials"]) => {
      for (const credential of credentials) await cdp.send("WebAuthn.addCredential", { authenticatorId, credential });
    },
  };
}

async function phoneLogin(page: Page, national: string, e164: string, previous?: string): Promise<string> {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("button", { name: "Continue with phone" }).click();
  const phone = page.locator('[data-foyer-screen="phone"]');
  await phone.getByLabel("Country").selectOption("GB");
  await phone.getByLabel("Phone number").pressSequentially(national);
  await phone.getByLabel("Phone number").press("Enter");
  return journey.typeLoginCode(page, e164, previous);
}

describe("issue 13: new devices of users without an email", () => {
  it("a phone-only user verifies a new device with a code sent by SMS, typed into the wallet origin's boxes", async () => {
    const digits = String(Date.now()).slice(-6);
    const national = `07400${digits}`;
    const e164 = `+447400${digits}`;
    const contexts: BrowserContext[] = [];
    try {
      const a = await journey.profile();
      contexts.push(a);
      const pageA = await a.newPage();
      await pageA.goto(`${journey.stack.demoUrl}/?wallets=all-users`);
      const loginCode = await phoneLogin(pageA, national, e164);
      const address = await ethereumAddressOf(pageA);

      const b = await journey.profile();
      contexts.push(b);
      const pageB = await b.newPage();
      journey.advanceServerClock(31_000);
      await pageB.goto(`${journey.stack.demoUrl}/?wallets=all-users`);
      const secondLogin = await phoneLogin(pageB, national, e164, loginCode);
      await ethereumAddressOf(pageB);
      await startSigning(pageB, "gm by SMS");
      const verify = pageB.frameLocator("iframe[data-foyer-verify-frame]");
      await verify
        .getByText(`enter the code we sent by text message to your phone number ending ${e164.slice(-4)}`)
        .waitFor({ timeout: 60_000 });
      expect(await verify.locator("input[data-foyer-code-box]").count()).toBe(6);
      // The code boxes appear (and take focus) after the frame first sized itself to 'Sending…': it grows to
      // fit them and is not left scrolled.
      await expect.poll(() => frameHeights(pageB), { timeout: 10_000 }).toMatchObject({ fits: true, scrolled: 0 });
      await screenshotPair(pageB, "issue13-verify-device-sms");
      const code = await latestCode(journey.stack.apiUrl, e164, { not: secondLogin });
      await verify.locator("input[data-foyer-code-box]").first().fill(code);
      const signed = await signatureOf(pageB);
      expect(await verifyMessage({ address, message: "gm by SMS", signature: signed })).toBe(true);

      // The wallet origin is the demo's site here (localhost, another port): the frame's storage is first
      // party and lasts, so after a reload the device is still known and signs without a new code.
      const codes = (await journey.mailbox(e164)).length;
      await pageB.reload();
      await ethereumAddressOf(pageB);
      await startSigning(pageB, "gm after a reload");
      const again = await signatureOf(pageB);
      expect(await verifyMessage({ address, message: "gm after a reload", signature: again })).toBe(true);
      expect(await pageB.locator("iframe[data-foyer-verify-frame]").count()).toBe(0);
      expect((await journey.mailbox(e164)).length).toBe(codes);
    } catch (error) {
      await journey.dump(error);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  it("a passkey-only user adds a passkey on the wallet origin after the wallet is made, and new devices verify with it (signing, export)", async () => {
    const contexts: BrowserContext[] = [];
    try {
      const a = await journey.profile();
      contexts.push(a);
      const pageA = await a.newPage();
      const keysA = await authenticator(a, pageA);
      await pageA.goto(`${journey.stack.demoUrl}/?wallets=all-users`);
      await pageA.getByRole("button", { name: "Log in", exact: true }).click();
      await pageA.getByRole("button", { name: "Continue with passkey" }).click();
      await pageA.getByRole("button", { name: "Create new account" }).click();
      // The wallet is made; the modal then offers the wallet origin's passkey (no email, no phone).
      const enrol = pageA.frameLocator("iframe[data-foyer-verify-frame]");
      await enrol.getByText("Protect your wallet").waitFor({ timeout: 60_000 });
      // The card fits the wallet page: as tall as its content (it starts at 360 px), no empty box under it.
      await expect.poll(() => frameHeights(pageA), { timeout: 10_000 }).toMatchObject({ fits: true, short: true });
      await screenshotPair(pageA, "issue13-protect-wallet-passkey");
      await enrol.getByRole("button", { name: "Add a passkey" }).click();
      await pageA.locator("iframe[data-foyer-verify-frame]").waitFor({ state: "detached", timeout: 30_000 });
      const address = await ethereumAddressOf(pageA);
      const made = await keysA.credentials();
      // The login passkey (demo origin) and the wallet passkey (wallet origin, not discoverable).
      expect(made.map((c) => c.isResidentCredential).sort()).toEqual([false, true]);

      const b = await journey.profile();
      contexts.push(b);
      const pageB = await b.newPage();
      const keysB = await authenticator(b, pageB);
      await keysB.add(made);
      await pageB.goto(`${journey.stack.demoUrl}/?wallets=all-users`);
      await pageB.getByRole("button", { name: "Log in", exact: true }).click();
      await pageB.getByRole("button", { name: "Continue with passkey" }).click();
      await pageB.getByRole("button", { name: "Log in with a passkey" }).click();
      expect(await ethereumAddressOf(pageB)).toBe(address);
      await startSigning(pageB, "gm by passkey");
      const verify = pageB.frameLocator("iframe[data-foyer-verify-frame]");
      await verify.getByText("Use the passkey you added for this wallet").waitFor({ timeout: 60_000 });
      await screenshotPair(pageB, "issue13-verify-device-passkey");
      await verify.getByRole("button", { name: "Use passkey" }).click();
      const signed = await signatureOf(pageB);
      expect(await verifyMessage({ address, message: "gm by passkey", signature: signed })).toBe(true);

      // A third device goes straight to the export page: it verifies there with the same passkey (no code
      // to send to this user), then the key shows inside the export frame.
      const c = await journey.profile();
      contexts.push(c);
      const pageC = await c.newPage();
      // B's copies: their sign counters moved when B used them (the server refuses a counter that did not).
      await (await authenticator(c, pageC)).add(await keysB.credentials());
      await pageC.goto(`${journey.stack.demoUrl}/?wallets=all-users`);
      await pageC.getByRole("button", { name: "Log in", exact: true }).click();
      await pageC.getByRole("button", { name: "Continue with passkey" }).click();
      await pageC.getByRole("button", { name: "Log in with a passkey" }).click();
      expect(await ethereumAddressOf(pageC)).toBe(address);
      await pageC.getByRole("button", { name: "Export wallet" }).click();
      const exportFrame = pageC.frameLocator("iframe[data-foyer-export-frame]");
      await exportFrame.getByRole("button", { name: "Show private key" }).click();
      await exportFrame.getByText("Use the passkey you added for this wallet").waitFor({ timeout: 60_000 });
      await exportFrame.getByRole("button", { name: "Use passkey" }).click();
      await exportFrame.locator("#foyer-export-key").waitFor({ timeout: 60_000 });
    } catch (error) {
      await journey.dump(error);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});

/** The verification frame's box and its page's content height (the page reports it; the modal sizes to it). */
async function frameHeights(page: Page): Promise<{ fits: boolean; short: boolean; scrolled: number }> {
  const frame = page.locator("iframe[data-foyer-verify-frame]");
  const box = await frame.evaluate((el) => el.clientHeight);
  const inside = await page
    .frameLocator("iframe[data-foyer-verify-frame]")
    .locator("body")
    .evaluate((body) => ({
      content: body.scrollHeight + Number.parseFloat(getComputedStyle(body).marginBottom),
      scrolled: window.scrollY,
    }));
  return { fits: Math.abs(box - Math.ceil(inside.content)) <= 1, short: box < 300, scrolled: inside.scrolled };
}
