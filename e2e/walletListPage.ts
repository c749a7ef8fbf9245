// The wallet list as the wallet journeys drive it: the demo opened on its wallet list, a page per case, the
// signed-in user with its linked wallets.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoUserOf } from "./journey.ts";
import type { Stack } from "./startStack.ts";

export const walletScreen = (page: Page, name: string) => page.locator(`[data-foyer-wallet-screen="${name}"]`);

export const walletUserOf = (page: Page) =>
  demoUserOf<{
    id: string;
    linkedAccounts: {
      type: string;
      address?: string;
      chainType?: string;
      walletClientType?: string;
      connectorType?: string;
    }[];
  }>(page);

/** Helpers bound to a journey file's stack and browser (read when called: they start in beforeAll). */
export function walletListPages(journey: () => { stack: Stack; browser: Browser }) {
  return {
    async openWalletList(page: Page, query = "") {
      await page.goto(`${journey().stack.demoUrl}/?wallets=1${query}`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("button", { name: "Continue with a wallet" }).click();
      await walletScreen(page, "list").waitFor();
    },
    async withPage(run: (page: Page, context: BrowserContext) => Promise<void>) {
      const context = await journey().browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      try {
        await run(page, context);
      } finally {
        await context.close();
      }
    },
  };
}
