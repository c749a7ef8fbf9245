// What the new-device journeys share (walletDevices, walletDevicesNoEmail): one stack whose server clock a
// test can move on (a new device's proof must be fresh), browser profiles (contexts) that stand for a user's
// devices and record what the wallet origin refused, and a dump of every frame when a step fails; and the
// demo's signing panel, which every wallet journey drives (startSigning, signatureOf, ethereumAddressOf).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { closeJourney, openJourney } from "./journey.ts";
import { latestCode } from "./latestCode.ts";
import type { Stack, StackOptions } from "./startStack.ts";

export interface DeviceJourney {
  stack: Stack;
  browser: Browser;
  /** A new browser profile: another device of the user, with wallet-origin refusals recorded. */
  profile(): Promise<BrowserContext>;
  /** Moves the server's clock on (every device's proof is then signed at a later time). */
  advanceServerClock(ms: number): void;
  /** Prints every page's frames' text and the refused wallet-origin answers, then throws `error` again. */
  dump(error: unknown): Promise<never>;
  /** The dev mailbox's messages to `to` (an address or a phone number). */
  mailbox(to: string): Promise<{ subject: string; code: string | null }[]>;
  /**
   * On the modal's code screen: types the newest code sent to `to` (another than `previous`, the code of an
   * earlier login) into its boxes; answers the code.
   */
  typeLoginCode(page: Page, to: string, previous?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the stack (its server on a clock the test can move) and Chromium for a test file's `beforeAll`.
 *
 * `deviceJourneyForFile` does that for a test file.
 */
export async function openDeviceJourney(options: StackOptions): Promise<DeviceJourney> {
  let skew = 0;
  const refused: string[] = [];
  const { stack, browser } = await openJourney({
    ...options,
    server: { ...options.server, now: () => Date.now() + skew },
  });
  return {
    stack,
    browser,
    async profile() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.on("response", (response) => {
        if (response.url().startsWith(stack.walletFrameUrl) && response.status() >= 400) {
          void response.text().then((body) => refused.push(`${response.status()} ${response.url()} ${body}`));
        }
      });
      return context;
    },
    advanceServerClock(ms) {
      skew += ms;
    },
    async dump(error) {
      for (const page of browser.contexts().flatMap((c) => c.pages())) {
        const texts = await Promise.all(
          page.frames().map((f) =>
            f
              .locator("body")
              .textContent()
              .catch(() => ""),
          ),
        );
        console.error(`Page ${page.url()} frames:\n${texts.join("\n---\n")}`);
      }
      console.error(`Refused wallet-origin requests:\n${refused.join("\n")}`);
      throw error;
    },
    async mailbox(to) {
      const response = await fetch(`${stack.apiUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      return (await response.json()) as { subject: string; code: string | null }[];
    },
    async typeLoginCode(page, to, previous) {
      await page.locator('[data-foyer-screen="code"]').waitFor();
      const code = await latestCode(stack.apiUrl, to, previous ? { not: previous } : {});
      await page.locator("input[data-foyer-code-box]").first().fill(code);
      return code;
    },
    close: () => closeJourney({ stack, browser }),
  };
}

/**
 * The test file's device journey: opened in its `beforeAll`, closed in its `afterAll`. The object answered
 * is filled in once the journey is open (use it inside tests).
 *
 * @example const journey = deviceJourneyForFile({ demoHostname: "localhost" });
 */
export function deviceJourneyForFile(options: StackOptions): DeviceJourney {
  const journey = {} as DeviceJourney;
  beforeAll(async () => {
    Object.assign(journey, await openDeviceJourney(options));
  });
  afterAll(() => journey.close?.());
  return journey;
}

/** Signs `message` in the demo's signing panel and confirms it in the modal. */
export async function startSigning(page: Page, message: string): Promise<void> {
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Sign message" }).click();
  await page
    .locator('[data-foyer-screen="signatureConfirm"]')
    .getByRole("button", { name: "Sign and continue" })
    .click();
}

/** The signature the demo shows once signing finished. */
export async function signatureOf(page: Page): Promise<`0x${string}`> {
  await page.getByTestId("demo-signature").waitFor({ timeout: 60_000 });
  return (await page.getByTestId("demo-signature").textContent())?.trim() as `0x${string}`;
}

/** The demo's embedded Ethereum wallet address, once the wallet is there. */
export async function ethereumAddressOf(page: Page): Promise<`0x${string}`> {
  const eth = page.getByTestId("demo-wallet-ethereum");
  await eth.waitFor({ timeout: 60_000 });
  return (await eth.locator("code").textContent())?.trim() as `0x${string}`;
}
