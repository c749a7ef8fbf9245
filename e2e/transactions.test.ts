// Transactions from the embedded wallet in the demo (issue 15), in Chromium against the real server, wallet
// frame and anvil: plain viem `sendTransaction` on the embedded wallet's EIP-1193 provider shows Foyer's
// approval (amount fiat first, network, details), sends once and reaches 'Transaction complete!'; an EIP-5792
// batch of two calls goes by index ('Continue', then 'Approve'). Screenshots at 1280 and 375 px.
import { devAccount, TestUSDC } from "@foyer/devchain";
import type { Browser, Page } from "playwright-core";
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeJourney, openJourney, screenshotPair } from "./journey.ts";
import { latestCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;
const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ anvil: true, demoHostname: "localhost" }));
});
afterAll(() => closeJourney({ stack, browser }));

const usdc = () => stack.chains?.evm.contracts.usdc as `0x${string}`;
const chain = () => createPublicClient({ chain: foundry, transport: http(stack.chains?.evm.rpcUrl) });

async function signInWithWallet(page: Page, fund = true): Promise<`0x${string}`> {
  const email = `tx-${Date.now()}@example.com`;
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
  await eth.waitFor({ timeout: 60_000 });
  const address = (await eth.locator("code").textContent())?.trim() as `0x${string}`;
  // Wait for the post-login screens to leave, then fund the new wallet from anvil's dev account 0.
  await page
    .locator('[data-foyer-screen="success"]')
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => {});
  const funder = createWalletClient({
    account: devAccount(0),
    chain: foundry,
    transport: http(stack.chains?.evm.rpcUrl),
  });
  // Either 1 ETH, or (for the sponsored send) 5 USDC and no ETH at all.
  const hash = fund
    ? await funder.sendTransaction({ to: address, value: parseEther("1") })
    : await funder.writeContract({
        address: usdc(),
        abi: TestUSDC.abi,
        functionName: "mint",
        args: [address, 5_000_000n],
      });
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return address;
}

it("viem's sendTransaction on the embedded provider shows the approval, sends once, and completes", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const address = await signInWithWallet(page);
    const before = await chain().getBalance({ address: RECEIVER });
    const nonce = await chain().getTransactionCount({ address });

    await page.getByRole("button", { name: "Send 0.001 ETH with viem" }).click();
    const approval = page.locator('[data-foyer-screen="transactionApproval"]');
    await approval.getByRole("button", { name: "Approve" }).waitFor({ timeout: 60_000 });
    await expect(approval.getByRole("button", { name: "Approve" }).isEnabled()).resolves.toBe(true);
    const text = (await approval.textContent()) ?? "";
    expect(text).toContain("$3.00 · 0.001 ETH");
    expect(text).toContain("Network: Foyer Dev Chain");
    expect(text).toContain("Total (including fees)");
    expect(text).toContain("Not now");
    await screenshotPair(page, "issue15-approval");

    // A double click sends one transaction.
    await approval.getByRole("button", { name: "Approve" }).dblclick();
    const success = page.locator('[data-foyer-screen="transactionSuccess"]');
    await success.getByText("Transaction complete!").waitFor({ timeout: 60_000 });
    await expect(success.textContent()).resolves.toContain("You're all set.");
    await screenshotPair(page, "issue15-success");
    await success.getByRole("button", { name: "All Done" }).click();
    await expect(page.getByTestId("demo-transaction-result").textContent({ timeout: 30_000 })).resolves.toMatch(
      /^success: 0x[0-9a-f]{64}$/,
    );
    expect(await chain().getBalance({ address: RECEIVER })).toBe(before + parseEther("0.001"));
    expect(await chain().getTransactionCount({ address })).toBe(nonce + 1);

    // 'Not now' rejects with 4001: the demo shows the error, nothing is sent.
    await page.getByRole("button", { name: "Send 0.001 ETH with viem" }).click();
    await approval.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByTestId("demo-transaction-error").textContent({ timeout: 30_000 })).resolves.toMatch(
      /rejected/i,
    );
    expect(await chain().getTransactionCount({ address })).toBe(nonce + 1);

    // An EIP-5792 batch of two calls: 'Continue' on the first, 'Approve' on the last.
    await page.getByRole("button", { name: "Batch of two calls (EIP-5792)" }).click();
    await approval.getByText("1 of 2").waitFor({ timeout: 60_000 });
    await approval.getByRole("button", { name: "Continue" }).click();
    await approval.getByText("2 of 2").waitFor();
    await screenshotPair(page, "issue15-batch");
    await approval.getByRole("button", { name: "Approve" }).click();
    await success.getByRole("button", { name: "All Done" }).click({ timeout: 60_000 });
    await expect(page.getByTestId("demo-transaction-result").textContent({ timeout: 30_000 })).resolves.toMatch(
      /^success: /,
    );
  } finally {
    await context.close();
  }
});

it("a wallet holding 0 ETH sends USDC with the gas paid by the app ('Sponsored by Foyer Demo')", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const address = await signInWithWallet(page, false);
    expect(await chain().getBalance({ address })).toBe(0n);
    const before = await chain().readContract({
      address: usdc(),
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [RECEIVER],
    });
    await page.getByRole("button", { name: "Send 1 USDC, gas sponsored" }).click();
    const approval = page.locator('[data-foyer-screen="transactionApproval"]');
    await approval.getByText("Sponsored by Foyer Demo").first().waitFor({ timeout: 60_000 });
    await expect(approval.textContent()).resolves.toContain("1 USDC to dev account #1, gas paid by the demo");
    await screenshotPair(page, "issue15-sponsored");
    await approval.getByRole("button", { name: "Approve" }).click();
    const success = page.locator('[data-foyer-screen="transactionSuccess"]');
    await success.getByRole("button", { name: "All Done" }).click({ timeout: 60_000 });
    await expect(page.getByTestId("demo-transaction-result").textContent({ timeout: 30_000 })).resolves.toMatch(
      /^success: 0x/,
    );
    expect(await chain().getBalance({ address })).toBe(0n);
    expect(
      await chain().readContract({ address: usdc(), abi: erc20Abi, functionName: "balanceOf", args: [RECEIVER] }),
    ).toBe(before + 1_000_000n);
  } finally {
    await context.close();
  }
});
