// The gates in real Chromium against the real server and demo app, one app per gate on one server:
// ALTCHA captcha before an email login, terms accept and decline, allowlist rejection with the app's
// texts, user limit, and an account transfer from one email user to another (link from the modal); and code
// that fails to load (the modal's, a screen's): an error, not a dead host app, and Retry.
// Each journey runs at 1280 px; every new screen is also captured at 375 px.
import { mkdirSync } from "node:fs";
import { CODE_RESEND_COOLDOWN_MS } from "@foyer/core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { animationsSettled, shotsDir } from "./journey.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, startStack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
let context: BrowserContext | null = null;
const emailB = `owner-b-${Date.now()}@example.com`;
let userB: { token: string; id: string };
/** The server's clock is the real one plus `skew`: the transfer journey moves it past B's resend cooldown. */
let skew = 0;

beforeAll(async () => {
  stack = await startStack({
    apps: [
      // A small proof of work (about 500 hashes instead of 50 000): a starved Chromium still solves it well
      // inside the wait, and the screens' own delays keep "Checking..." on screen for 1.5 s all the same.
      {
        id: "e2e-captcha",
        name: "Captcha app",
        captcha_enabled: true,
        captcha_provider: "altcha",
        captcha_altcha_maxnumber: 1_000,
      },
      {
        id: "e2e-terms",
        name: "Terms app",
        require_users_accept_terms: true,
        terms_and_conditions_url: "https://example.com/terms",
        privacy_policy_url: "https://example.com/privacy",
      },
      {
        id: "e2e-allowlist",
        name: "Invite app",
        allowlist: { enabled: true, entries: [{ type: "email", value: "invited@example.com" }] },
        allowlist_config: {
          error_title: "Invite only",
          error_detail: "Ask us for an invite.",
          cta_text: "Use another email",
          cta_link: null,
        },
      },
      { id: "e2e-limit", name: "Tiny app", max_users: 0 },
    ],
    // Every journey sends from 127.0.0.1: lift the per-IP send cap.
    server: { rateLimits: { codeSendsPerIpPerHour: 1_000 }, now: () => Date.now() + skew },
  });
  browser = await launchChromium();
  mkdirSync(shotsDir, { recursive: true });
  // User B of the transfer journey: the second code to B's address comes after the resend cooldown.
  userB = await signUpOverApi(emailB);
});

afterEach(async () => {
  await context?.close();
  context = null;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function openDemo(app: string): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${stack.demoUrl}/?app=${app}`);
  return page;
}

async function mailbox(to: string): Promise<{ code: string }[]> {
  const res = await fetch(`${stack.apiUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { code: string }[];
}

async function codeFor(to: string, notBefore = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const entries = await mailbox(to);
    if (entries.length > notBefore && entries[0]?.code) return entries[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code arrived for ${to}`);
}

/** Screenshot at 1280 and 375 px (the modal is a sheet on small screens). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: new URL(`gates-${name}-1280.png`, shotsDir).pathname });
  await page.setViewportSize({ width: 375, height: 740 });
  await animationsSettled(page);
  await page.screenshot({ path: new URL(`gates-${name}-375.png`, shotsDir).pathname });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const screen = (page: Page, name: string) => page.locator(`[data-foyer-screen="${name}"]`);

/** Log in → email → (whatever comes before the code screen) → code typed. */
async function submitEmail(page: Page, email: string) {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await screen(page, "landing").waitFor();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
}

async function typeCode(page: Page, email: string, notBefore = 0) {
  await screen(page, "code").waitFor({ timeout: 20_000 });
  const code = await codeFor(email, notBefore);
  await page.locator("input[data-foyer-code-box]").first().click();
  await page.keyboard.type(code);
}

/** Signs a user up over the API (no browser): answers its access token and id. */
async function signUpOverApi(email: string): Promise<{ token: string; id: string }> {
  const headers = { "foyer-app-id": "foyer-dev", "content-type": "application/json" };
  const before = (await mailbox(email)).length;
  await fetch(`${stack.apiUrl}/api/v1/passwordless/init`, { method: "POST", headers, body: JSON.stringify({ email }) });
  const code = await codeFor(email, before);
  const res = await fetch(`${stack.apiUrl}/api/v1/passwordless/authenticate`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, code }),
  });
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id };
}

describe("gates in the browser", () => {
  it("solves the ALTCHA captcha before sending the code, then logs in", async () => {
    const page = await openDemo("e2e-captcha");
    const email = `captcha-${Date.now()}@example.com`;
    await submitEmail(page, email);
    const captcha = screen(page, "captcha");
    await captcha.waitFor();
    expect(await captcha.textContent()).toContain("Checking that you are a human...");
    await shoot(page, "captcha-checking");
    await captcha.getByText("Success!").waitFor({ timeout: 20_000 });
    expect(await captcha.textContent()).toContain("CAPTCHA passed successfully.");
    await shoot(page, "captcha-success");
    await typeCode(page, email);
    const user = page.getByTestId("demo-user");
    await user.waitFor();
    expect(await user.textContent()).toContain(email);
  });

  it("terms: Accept records acceptance and signs in; No thanks logs out", async () => {
    const page = await openDemo("e2e-terms");
    const email = `terms-${Date.now()}@example.com`;
    await submitEmail(page, email);
    await typeCode(page, email);
    const terms = screen(page, "terms");
    await terms.waitFor();
    const text = await terms.textContent();
    for (const s of [
      "One last step",
      "By signing up, you agree to our terms and privacy policy.",
      "View Terms",
      "View Privacy Policy",
    ]) {
      expect(text).toContain(s);
    }
    await shoot(page, "terms");
    await terms.getByRole("button", { name: "Accept" }).click();
    await page.locator("[data-foyer-screen]").waitFor({ state: "detached" });
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="demo-user"]')?.textContent?.includes('"hasAcceptedTerms": true'),
    );

    await page.getByRole("button", { name: "Log out", exact: true }).click();
    const other = `decline-${Date.now()}@example.com`;
    await submitEmail(page, other);
    await typeCode(page, other);
    await terms.waitFor();
    await terms.getByRole("button", { name: "No thanks" }).click();
    await page.getByRole("button", { name: "Log in", exact: true }).waitFor();
    await page.waitForFunction(() => localStorage.getItem("foyer:refresh_token") === null);
    expect(await page.getByTestId("demo-user").count()).toBe(0);
  });

  it("code that fails to load: the modal says so with Retry (the host app lives on), and Retry loads it", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The modal's own code does not arrive (blocked before the idle prefetch asks for it): the opening ends with
    // an error, the app stays, and the next click loads it.
    const blockModal = (route: { abort(): Promise<void> }) => route.abort();
    await page.route(/\/ModalHost-[^/]*\.js$/, blockModal);
    await page.goto(`${stack.demoUrl}/?app=e2e-terms`);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText("Login ended: unknown_auth_error").waitFor();
    await page.unroute(/\/ModalHost-[^/]*\.js$/, blockModal);
    // A screen's code does not arrive (the terms screen, after the code): the generic error inside the modal.
    await page.route(/\/TermsScreen-[^/]*\.js$/, (route) => route.abort());
    const email = `load-failed-${Date.now()}@example.com`;
    await submitEmail(page, email);
    await typeCode(page, email);
    const failed = screen(page, "load-failed");
    await failed.waitFor();
    expect(await failed.textContent()).toContain("Something went wrong");
    expect(await failed.textContent()).toContain("Try again later");
    await shoot(page, "load-failed");
    await page.unroute(/\/TermsScreen-[^/]*\.js$/);
    await failed.getByRole("button", { name: "Retry" }).click();
    const terms = screen(page, "terms");
    await terms.waitFor();
    await terms.getByRole("button", { name: "Accept" }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="demo-user"]')?.textContent?.includes('"hasAcceptedTerms": true'),
    );
  });

  it("allowlist: an uninvited email sees the app's texts; the button returns to the login screen", async () => {
    const page = await openDemo("e2e-allowlist");
    const email = `stranger-${Date.now()}@example.com`;
    await submitEmail(page, email);
    await typeCode(page, email);
    const allowlist = screen(page, "allowlist");
    await allowlist.waitFor();
    const text = await allowlist.textContent();
    expect(text).toContain("Invite only");
    expect(text).toContain("Ask us for an invite.");
    await shoot(page, "allowlist");
    await allowlist.getByRole("button", { name: "Use another email" }).click();
    await screen(page, "landing").waitFor();
  });

  it("user limit: the next new user sees 'Unable to sign in'", async () => {
    const page = await openDemo("e2e-limit");
    const email = `limit-${Date.now()}@example.com`;
    await submitEmail(page, email);
    await typeCode(page, email);
    const limit = screen(page, "userLimit");
    await limit.waitFor();
    expect(await limit.textContent()).toContain("Unable to sign in");
    await shoot(page, "user-limit");
    await limit.getByRole("button", { name: "Go back" }).click();
    await screen(page, "landing").waitFor();
  });

  it("account transfer step two: the asset warning with the other account's copyable wallet address", async () => {
    // No login method creates embedded wallets yet: the server's 409 is given an address here, to see step two.
    const page = await openDemo("foyer-dev");
    const email = `asset-a-${Date.now()}@example.com`;
    await submitEmail(page, email);
    await typeCode(page, email);
    await page.getByTestId("demo-user").waitFor();
    const address = "0x9fB29AAc15b9A4B7F17c3385939b007540f4d791";
    await page.route("**/api/v1/passwordless/link", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({
          error: "This account belongs to another user and must be transferred.",
          code: "account_transfer_required",
          nonce: "n-visual",
          account: { type: "email", address: "other@example.com" },
          embedded_wallet_address: address,
        }),
      }),
    );
    await page.getByRole("button", { name: "Link email", exact: true }).click();
    await page.locator('input[name="email"]').fill(`asset-b-${Date.now()}@example.com`);
    await page.locator('input[name="email"]').press("Enter");
    await screen(page, "code").waitFor();
    await page.locator("input[data-foyer-code-box]").first().click();
    await page.keyboard.type("123456");
    const transfer = screen(page, "accountTransfer");
    await transfer.getByRole("button", { name: "Continue" }).click();
    await transfer.getByText("Check account assets before transferring").waitFor();
    expect(await transfer.textContent()).toContain(address);
    await transfer.getByRole("button", { name: "Copy" }).click();
    await transfer.getByText("Copied").waitFor();
    await shoot(page, "transfer-assets");
    await transfer.getByRole("button", { name: "No thanks" }).click();
    await screen(page, "accountTransfer").waitFor({ state: "detached" });
  });

  it("account transfer: A links B's email, transfers it, and B's user is gone", async () => {
    const emailA = `owner-a-${Date.now()}@example.com`;
    const b = userB;

    const page = await openDemo("foyer-dev");
    await submitEmail(page, emailA);
    await typeCode(page, emailA);
    await page.getByTestId("demo-user").waitFor();

    await page.getByRole("button", { name: "Link email", exact: true }).click();
    const emailScreen = screen(page, "email");
    await emailScreen.waitFor();
    expect(await emailScreen.textContent()).toContain("Link your email");
    const before = (await mailbox(emailB)).length;
    skew += CODE_RESEND_COOLDOWN_MS + 1_000;
    await page.locator('input[name="email"]').fill(emailB);
    await page.locator('input[name="email"]').press("Enter");
    await typeCode(page, emailB, before);

    const transfer = screen(page, "accountTransfer");
    await transfer.waitFor();
    const text = await transfer.textContent();
    expect(text).toContain("Email is associated with another account");
    expect(text).toContain(
      `Do you want to transfer ${emailB} to this account instead? This will delete your other account.`,
    );
    await shoot(page, "transfer");
    await transfer.getByRole("button", { name: "Transfer and delete account" }).click();
    await transfer.getByText("Success!").waitFor();
    await shoot(page, "transfer-success");
    await page.locator("[data-foyer-screen]").waitFor({ state: "detached" });

    const user = page.getByTestId("demo-user");
    await page.waitForFunction(
      (address) => document.querySelector('[data-testid="demo-user"]')?.textContent?.includes(address),
      emailB,
    );
    expect(await user.textContent()).toContain(emailA);
    // B's user was deleted: its token no longer reaches a user.
    const me = await fetch(`${stack.apiUrl}/api/v1/users/me`, {
      headers: { "foyer-app-id": "foyer-dev", authorization: `Bearer ${b.token}` },
    });
    expect(me.ok).toBe(false);
  });
});
