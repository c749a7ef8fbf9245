// What every browser journey sets up the same way: the stack (server + demo) and Chromium for one test
// file, screenshot pairs at desktop and mobile width, and the demo's signed-in user.
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { latestCode } from "./latestCode.ts";
import { launchChromium } from "./launchChromium.ts";
import { type Stack, type StackOptions, startStack } from "./startStack.ts";

/** Where journeys write their screenshots (looked at by people, not asserted on). */
export const shotsDir = new URL("../test-results/", import.meta.url);

export interface Journey {
  stack: Stack;
  browser: Browser;
}

/**
 * Starts the stack and Chromium for a test file's `beforeAll`; close both with `closeJourney` in `afterAll`.
 *
 * @example
 * let stack: Stack;
 * let browser: Browser;
 * beforeAll(async () => {
 *   ({ stack, browser } = await openJourney({ demoHostname: "localhost" }));
 * });
 * afterAll(() => closeJourney({ stack, browser }));
 */
export async function openJourney(options: StackOptions = {}): Promise<Journey> {
  const stack = await startStack(options);
  try {
    const browser = await launchChromium();
    mkdirSync(shotsDir, { recursive: true });
    return { stack, browser };
  } catch (error) {
    await stack.close();
    throw error;
  }
}

/** Closes what `openJourney` started (either may be missing when the start failed). */
export async function closeJourney(journey: Partial<Journey>): Promise<void> {
  await journey.browser?.close();
  await journey.stack?.close();
}

/**
 * Resolves once the page's finite animations and transitions (the modal's, inside its shadow root, included)
 * have finished: what a resize or a new screen started gets to its end state, without a fixed sleep.
 * Endless ones (spinners) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames: a resize's style change is computed and its animations have started.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const roots: DocumentOrShadowRoot[] = [document];
    for (const element of document.querySelectorAll("*")) if (element.shadowRoot) roots.push(element.shadowRoot);
    const running = new Set(roots.flatMap((root) => root.getAnimations()));
    const finite = [...running].filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Screenshots `test-results/<name>-1280.png` and `<name>-375.png`; the page returns to 1280 x 800. At 375 the
 * modal becomes a bottom sheet: its entrance animation finishes first.
 */
export async function screenshotPair(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: new URL(`${name}-1280.png`, shotsDir).pathname });
  await page.setViewportSize({ width: 375, height: 740 });
  await animationsSettled(page);
  await page.screenshot({ path: new URL(`${name}-375.png`, shotsDir).pathname });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The demo's signed-in user (its `demo-user` JSON), typed by the caller for the fields it reads. */
export async function demoUserOf<T = { id: string; linkedAccounts: { type: string }[] }>(page: Page): Promise<T> {
  return JSON.parse((await page.getByTestId("demo-user").textContent()) ?? "{}") as T;
}

/** Opens the demo and its login modal on the landing screen. */
export async function openLanding(page: Page, demoUrl: string): Promise<void> {
  await page.goto(demoUrl);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('[data-foyer-screen="landing"]').waitFor();
}

/** Chromium's virtual authenticator (CTAP2, user-verifying, resident keys) for the page: passkeys work. */
export async function withVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * Clicks a button whose effect is to close its own window (a popup's Allow or Cancel): waits for the close,
 * and takes Playwright's "page closed" report from the click as the expected outcome, not a failure.
 */
export async function clickClosingButton(button: Locator, page: Page): Promise<void> {
  await Promise.all([
    page.waitForEvent("close"),
    button.click({ noWaitAfter: true }).catch((error: unknown) => {
      if (!page.isClosed()) throw error;
    }),
  ]);
}

export interface EmailLoginOptions {
  /** The demo's query, e.g. "?app=gated&wallets=all-users" (none by default). */
  query?: string;
  /** Runs on the modal's landing screen, before the address is typed (checks, screenshots). */
  atLanding?: () => Promise<void>;
}

/**
 * Opens the demo and signs in by email code through the modal: 'Log in', the address, the code from the dev
 * mailbox. Resolves once the code is typed. `options` may be the query alone (as callers wrote it first).
 *
 * @example await loginWithEmailCode(page, stack, email, { query: `?app=${APP}`, atLanding: () => shots(page) });
 */
export async function loginWithEmailCode(
  page: Page,
  stack: Stack,
  email: string,
  options: EmailLoginOptions | string = {},
): Promise<void> {
  const { query = "", atLanding } = typeof options === "string" ? { query: options } : options;
  await page.goto(`${stack.demoUrl}/${query}`);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  if (atLanding) {
    await page.locator('[data-foyer-screen="landing"]').waitFor();
    await atLanding();
  }
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
  await page.locator('[data-foyer-screen="code"]').waitFor();
  await page
    .locator("input[data-foyer-code-box]")
    .first()
    .fill(await latestCode(stack.apiUrl, email));
}

/**
 * After a login that creates wallets (`?wallets=all-users`): waits for the demo's Ethereum wallet and for the
 * modal's success screen to leave; resolves with the wallet's address.
 */
export async function embeddedEthereumAddress(page: Page): Promise<`0x${string}`> {
  const eth = page.getByTestId("demo-wallet-ethereum");
  await eth.waitFor({ timeout: 60_000 });
  await page
    .locator('[data-foyer-screen="success"]')
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => {});
  return (await eth.locator("code").textContent())?.trim() as `0x${string}`;
}

/**
 * The password steps of the recovery flow from 'Create a password' on: types `password`, continues past
 * the save step, confirms it and ticks the final step's box. Resolves with that final step, its
 * 'Set Password' not yet clicked.
 */
async function fillNewWalletPassword(page: Page, password: string): Promise<Locator> {
  const create = page.locator('[data-foyer-screen="passwordCreate"]');
  await create.locator('input[name="password"]').fill(password);
  await create.getByRole("button", { name: "Continue" }).click();
  await page.locator('[data-foyer-screen="passwordSave"]').getByRole("button", { name: "Continue" }).click();
  const confirm = page.locator('[data-foyer-screen="passwordConfirm"]');
  await confirm.locator('input[name="confirmation"]').fill(password);
  await confirm.getByRole("button", { name: "Continue" }).click();
  const finalize = page.locator('[data-foyer-screen="passwordFinalize"]');
  await finalize.getByRole("checkbox").check();
  return finalize;
}

/** Secures the signed-in user's wallets with `password` from the demo's 'Set a password', to 'Success'. */
export async function setWalletPassword(page: Page, password: string): Promise<void> {
  await page.getByRole("button", { name: "Set a password" }).click();
  await page.locator('[data-foyer-screen="passwordSplash"]').getByRole("button", { name: "Continue" }).click();
  const finalize = await fillNewWalletPassword(page, password);
  await finalize.getByRole("button", { name: "Set Password" }).click();
  const result = page.locator('[data-foyer-screen="passwordResult"]');
  await result.getByText("Success").waitFor({ timeout: 90_000 });
  await result.getByRole("button", { name: "Close" }).last().click();
}
