// Funding the demo's embedded wallets from a wallet connected in the page (issue 17), in Chromium against the
// real server, anvil, LiteSVM and the local funding sandbox (one stack for the file): 'Transfer from wallet'
// from the demo's EVM and Solana dev test wallets (tagged 'Connected', 'Solana'), and bridges through the
// local Relay stand-in: EVM (anvil) to the embedded Solana wallet, Solana (LiteSVM) to the embedded Ethereum
// wallet; each ends with the balance increased on the local chain and 'Success!'. Bad input: an amount over
// the source wallet's balance.
// Screenshots at 1280 and 375 px in test-results/issue17-*.png.

import { devAccount, SECOND_EVM_CHAIN_ID } from "@foyer/devchain";
import type { Browser, Locator, Page } from "playwright-core";
import { createPublicClient, http, parseEther } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeJourney, openJourney, screenshotPair } from "./journey.ts";
import { latestCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ funding: true, demoHostname: "localhost" }));
});
afterAll(() => closeJourney({ stack, browser }));

const secondRpcUrl = () => stack.funding?.chains.evm.find((entry) => entry.chainId === SECOND_EVM_CHAIN_ID)?.rpcUrl;
const chain = () => createPublicClient({ chain: foundry, transport: http(stack.chains?.evm.rpcUrl) });
const modal = (page: Page) => page.locator('[data-foyer-flow="funding"]');
const screen = (page: Page, name: string) => page.locator(`[data-foyer-screen="${name}"]`);
/** The texts a screen shows (its <style> left out): headings, paragraphs, buttons, alerts, the address. */
const shown = async (scope: Locator) => {
  await scope.waitFor();
  return (await scope.locator("h2, p, button, [role=alert], code, .foyer-fund-currency").allTextContents()).join(" ");
};

async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(stack.chains?.solana.rpcUrl as string, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [address] }),
  });
  return BigInt(((await response.json()) as { result: { value: number } }).result.value);
}

/**
 * Signs a new user in with embedded Ethereum and Solana wallets, puts the demo's dev test wallets in the page
 * and connects the one named (connect only). Answers the embedded wallets' addresses.
 */
async function signInAndConnect(page: Page, wallet: string): Promise<{ ethereum: string; solana: string }> {
  page.on("dialog", (dialog) => void dialog.accept());
  const email = `fundw-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto(`${stack.demoUrl}/?wallets=all-users`);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="email"]').press("Enter");
  await page.locator('[data-foyer-screen="code"]').waitFor();
  await page
    .locator("input[data-foyer-code-box]")
    .first()
    .fill(await latestCode(stack.apiUrl, email));
  const eth = page.getByTestId("demo-wallet-ethereum");
  const sol = page.getByTestId("demo-wallet-solana");
  await eth.waitFor({ timeout: 60_000 });
  await sol.waitFor({ timeout: 60_000 });
  await page
    .locator('[data-foyer-screen="success"]')
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => {});
  await page.getByRole("button", { name: "Add dev test wallets (demo only)" }).click();
  await page.getByRole("button", { name: "Connect a wallet" }).click();
  await page.locator(`[data-foyer-wallet="${wallet}"]`).click();
  await page.getByTestId("demo-connected-wallet").waitFor({ timeout: 30_000 });
  return {
    ethereum: (await eth.locator("code").textContent())?.trim() as string,
    solana: (await sol.locator("code").textContent())?.trim() as string,
  };
}

/** Opens the funding flow of an embedded wallet and 'Transfer from wallet', then picks the connected one. */
async function transferFrom(page: Page, funded: "ethereum" | "solana", source: "ethereum" | "solana") {
  await page.getByTestId(`demo-fund-${funded}`).click();
  await modal(page).getByRole("button", { name: "Transfer from wallet" }).click();
  const list = screen(page, "fundWallets");
  await list.waitFor();
  const entry = list.locator(`[data-foyer-fund-wallet^="${source}:"]`);
  await expect(entry.textContent()).resolves.toContain("Connected");
  if (source === "solana") await expect(entry.textContent()).resolves.toContain("Solana");
  return { list, entry };
}

it("'Transfer from wallet' (EVM): the connected dev wallet sends ETH on anvil; over its balance is refused", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const { ethereum } = await signInAndConnect(page, "foyer_dev_wallet_test_key");
    const { entry } = await transferFrom(page, "ethereum", "ethereum");
    await screenshotPair(page, "issue17-wallets");
    await entry.click();
    const amount = screen(page, "fundWalletAmount");
    await amount.getByText(/Balance: \d/).waitFor({ timeout: 15_000 });
    await amount.getByRole("textbox", { name: "Amount" }).fill("99999999");
    await amount.getByRole("button", { name: "Continue" }).click();
    await amount.getByRole("alert").waitFor();
    await amount.getByRole("textbox", { name: "Amount" }).fill("0.5");
    await screenshotPair(page, "issue17-wallet-amount");
    const before = await chain().getBalance({ address: ethereum as `0x${string}` });
    await amount.getByRole("button", { name: "Continue" }).click();
    const success = screen(page, "fundingSuccess");
    await success.waitFor({ timeout: 60_000 });
    await expect(shown(success)).resolves.toContain("You've successfully added 0.5 ETH");
    expect(await chain().getBalance({ address: ethereum as `0x${string}` })).toBe(before + parseEther("0.5"));
  } finally {
    await context.close();
  }
});

it("'Transfer from wallet' (Solana): the connected dev Solana wallet signs a SOL transfer on LiteSVM", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const { solana } = await signInAndConnect(page, "foyer_dev_solana_wallet_test_key");
    const { entry } = await transferFrom(page, "solana", "solana");
    await entry.click();
    const amount = screen(page, "fundWalletAmount");
    await amount.getByRole("textbox", { name: "Amount" }).fill("0.2");
    const before = await lamportsOf(solana);
    await amount.getByRole("button", { name: "Continue" }).click();
    const success = screen(page, "fundingSuccess");
    await success.waitFor({ timeout: 60_000 });
    await expect(shown(success)).resolves.toContain("You've successfully added 0.2 SOL");
    expect(await lamportsOf(solana)).toBe(before + 200_000_000n);
  } finally {
    await context.close();
  }
});

it("bridge from an EVM wallet: the dev wallet on anvil funds the embedded Solana wallet through the local relayer", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const { solana } = await signInAndConnect(page, "foyer_dev_wallet_test_key");
    const { entry } = await transferFrom(page, "solana", "ethereum");
    const before = await lamportsOf(solana);
    await entry.click();
    // The dev wallet holds ETH on both local chains: the chooser lists each with its balance and the amount
    // to send.
    const chooser = screen(page, "fundBridgeChooser");
    await chooser.waitFor({ timeout: 30_000 });
    await expect(chooser.getByRole("button").filter({ hasText: "Balance:" }).count()).resolves.toBe(2);
    await screenshotPair(page, "issue17-bridge-chooser");
    await chooser
      .getByRole("button")
      .filter({ hasText: /^Foyer Dev ChainBalance/ })
      .click();
    const confirm = screen(page, "fundBridgeConfirm");
    await confirm.waitFor({ timeout: 30_000 });
    await screenshotPair(page, "issue17-bridge-evm");
    await confirm.getByRole("button", { name: /^Confirm with / }).click();
    const success = screen(page, "fundingSuccess").or(screen(page, "fundBridgeSuccess"));
    await success.first().waitFor({ timeout: 60_000 });
    await expect.poll(() => lamportsOf(solana), { timeout: 30_000 }).toBeGreaterThan(before);
  } finally {
    await context.close();
  }
});

it("bridge between the local EVM chains: the dev wallet on the second anvil funds the embedded Ethereum wallet on the first", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const { ethereum } = await signInAndConnect(page, "foyer_dev_wallet_test_key");
    const { entry } = await transferFrom(page, "ethereum", "ethereum");
    await entry.click();
    const amount = screen(page, "fundWalletAmount");
    await amount.getByRole("textbox", { name: "Amount" }).fill("0.25");
    await amount.getByRole("button", { name: "Transfer from another network" }).click();
    // The funded chain is no source of its own bridge: the second anvil is the only option, confirmed at once.
    const confirm = screen(page, "fundBridgeConfirm");
    await confirm.waitFor({ timeout: 30_000 });
    const before = await chain().getBalance({ address: ethereum as `0x${string}` });
    const second = createPublicClient({ transport: http(secondRpcUrl()) });
    const sourceBefore = await second.getBalance({ address: devAccount(1).address });
    await confirm.getByRole("button", { name: /^Confirm with / }).click();
    const success = screen(page, "fundingSuccess").or(screen(page, "fundBridgeSuccess"));
    await success.first().waitFor({ timeout: 60_000 });
    await expect
      .poll(() => chain().getBalance({ address: ethereum as `0x${string}` }), { timeout: 30_000 })
      .toBeGreaterThan(before);
    // Paid from the second anvil: the deposit left the dev wallet there.
    expect(await second.getBalance({ address: devAccount(1).address })).toBeLessThan(sourceBefore);
  } finally {
    await context.close();
  }
});

it("bridge from a Solana wallet: the dev Solana wallet on LiteSVM funds the embedded Ethereum wallet through the local relayer", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const { ethereum } = await signInAndConnect(page, "foyer_dev_solana_wallet_test_key");
    const { entry } = await transferFrom(page, "ethereum", "solana");
    const before = await chain().getBalance({ address: ethereum as `0x${string}` });
    await entry.click();
    const confirm = screen(page, "fundBridgeConfirm");
    await confirm.waitFor({ timeout: 30_000 });
    await screenshotPair(page, "issue17-bridge-solana");
    await confirm.getByRole("button", { name: /^Confirm with / }).click();
    const success = screen(page, "fundingSuccess").or(screen(page, "fundBridgeSuccess"));
    await success.first().waitFor({ timeout: 60_000 });
    await expect
      .poll(() => chain().getBalance({ address: ethereum as `0x${string}` }), { timeout: 30_000 })
      .toBeGreaterThan(before);
  } finally {
    await context.close();
  }
});
