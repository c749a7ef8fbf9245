// The steps the funding journeys share: a fresh browser context per test (closed after it), the demo's new
// user with embedded Ethereum and Solana wallets, the demo's dev test wallets, the funding flow's
// 'Transfer from wallet' list, and the local chains' balances.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { test as base, expect } from "vitest";
import { type Journey, loginWithEmailCode } from "./journey.ts";

/** The demo's dev test wallets as the wallet list names them (`data-foyer-wallet`). */
export const DEV_WALLETS = {
  ethereum: "foyer_dev_wallet_test_key",
  solana: "foyer_dev_solana_wallet_test_key",
} as const;

export const fundingModal = (page: Page) => page.locator('[data-foyer-flow="funding"]');
export const screen = (page: Page, name: string) => page.locator(`[data-foyer-screen="${name}"]`);

/** The texts a screen shows (its <style> left out): headings, paragraphs, buttons, alerts, the address. */
export async function shown(scope: Locator): Promise<string> {
  await scope.waitFor();
  return (await scope.locator("h2, p, button, [role=alert], code, .foyer-fund-currency").allTextContents()).join(" ");
}

/** Lamports of a Solana address on the stack's LiteSVM. */
export async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [address] }),
  });
  return BigInt(((await response.json()) as { result: { value: number } }).result.value);
}

/** A new demo user in a fresh browser context. */
export interface FundingUser {
  context: BrowserContext;
  page: Page;
  /** Signs in by email code; resolves with the embedded wallets' addresses once both exist. */
  signIn(): Promise<{ ethereum: string; solana: string }>;
  /** 'Add dev test wallets (demo only)': the demo's EVM and Solana test wallets join the page, unconnected. */
  addDevWallets(): Promise<void>;
  /** Connects a wallet of the page through the demo's 'Connect a wallet' (connect only). */
  connect(walletClientType: string): Promise<void>;
  /** The Fund button of an embedded wallet, then 'Transfer from wallet': resolves with the list screen. */
  openTransfer(funded: "ethereum" | "solana"): Promise<Locator>;
  /** The list's connected entry of that chain, checked for its 'Connected' (and 'Solana') tags. */
  connectedEntry(list: Locator, source: "ethereum" | "solana"): Promise<Locator>;
}

function fundingUser(journey: Journey, context: BrowserContext, page: Page): FundingUser {
  const { stack } = journey;
  // The dev wallets ask window.confirm before signing.
  page.on("dialog", (dialog) => void dialog.accept());
  return {
    context,
    page,
    async signIn() {
      const email = `fundw-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
      await loginWithEmailCode(page, stack, email, "?wallets=all-users");
      const eth = page.getByTestId("demo-wallet-ethereum");
      const sol = page.getByTestId("demo-wallet-solana");
      await eth.waitFor({ timeout: 60_000 });
      await sol.waitFor({ timeout: 60_000 });
      await page
        .locator('[data-foyer-screen="success"]')
        .waitFor({ state: "detached", timeout: 30_000 })
        .catch(() => {});
      return {
        ethereum: (await eth.locator("code").textContent())?.trim() as string,
        solana: (await sol.locator("code").textContent())?.trim() as string,
      };
    },
    async addDevWallets() {
      await page.getByRole("button", { name: "Add dev test wallets (demo only)" }).click();
    },
    async connect(walletClientType) {
      await page.getByRole("button", { name: "Connect a wallet" }).click();
      await page.locator(`[data-foyer-wallet="${walletClientType}"]`).click();
      await page.getByTestId("demo-connected-wallet").waitFor({ timeout: 30_000 });
    },
    async openTransfer(funded) {
      await page.getByTestId(`demo-fund-${funded}`).click();
      await fundingModal(page).getByRole("button", { name: "Transfer from wallet" }).click();
      const list = screen(page, "fundWallets");
      await list.waitFor();
      return list;
    },
    async connectedEntry(list, source) {
      const entry = list.locator(`[data-foyer-fund-wallet^="${source}:"]`);
      await expect(entry.textContent()).resolves.toContain("Connected");
      if (source === "solana") await expect(entry.textContent()).resolves.toContain("Solana");
      return entry;
    },
  };
}

/**
 * `it` with a `user` fixture: a new browser context at 1280 x 800 on the file's stack (one per file, from
 * `journey()`), closed after the test whatever happened.
 *
 * @example
 * const it = fundingIt(() => ({ stack, browser }));
 * it("...", async ({ user }) => { const { ethereum } = await user.signIn(); ... });
 */
export function fundingIt(journey: () => Journey) {
  return base.extend<{ user: FundingUser }>({
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads the fixtures a fixture needs from this pattern
    user: async ({}, use) => {
      const context = await journey().browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await use(fundingUser(journey(), context, await context.newPage()));
      } finally {
        await context.close();
      }
    },
  });
}
