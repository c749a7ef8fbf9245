// What the new-device journeys share (walletDevices, walletDevicesNoEmail): one stack whose server clock a
// test can move on (a new device's proof must be fresh), browser profiles (contexts) that stand for a user's
// devices and record what the wallet origin refused, and a dump of every frame when a step fails; and the
// demo's signing panel, which every wallet journey drives (startSigning, signatureOf, ethereumAddressOf).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeJourney, openJourney } from "./journey.ts";
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
  close(): Promise<void>;
}

/**
 * Starts the stack (its server on a clock the test can move) and Chromium for a test file's `beforeAll`.
 *
 * @example
 * let journey: DeviceJourney;
 * beforeAll(async () => {
 *   journey = await openDeviceJourney({ demoHostname: "localhost" });
 * });
 * afterAll(() => journey?.close());
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
    close: () => closeJourney({ stack, browser }),
  };
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
