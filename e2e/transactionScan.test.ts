// Transaction scanning in the demo (issue 16), in Chromium against the real server, wallet frame and anvil
// (one stack for the file). foyer-dev scans with the self-hosted engine on anvil; a second app, scan-down,
// scans through an RPC on a closed port, so its scans fail for real. A drainer approval (the scan corpus's
// ScanDrainer, deployed on the stack's anvil) is Malicious and 'Approve' waits for the checkbox; a USDC
// transfer lists its asset changes; a failed scan falls back to the decoded call; an external (EIP-6963) wallet's
// drainer approval is scanned before the wallet is asked. Screenshots at 1280 and 375 px in
// test-results/issue16-*.png.
import { createServer } from "node:net";
import { devAccount, ScanDrainer, TestUSDC } from "@foyer/devchain";
import { defaultPlugins, type ServerPlugin } from "@foyer/server";
import type { Browser, Locator, Page } from "playwright-core";
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deployContract } from "../packages/devchain/src/deployContract.ts";
import { closeJourney, embeddedEthereumAddress, loginWithEmailCode, openJourney, screenshotPair } from "./journey.ts";
import type { Stack } from "./startStack.ts";
import { installEthereumTestWallet } from "./testWallets.ts";

let stack: Stack;
let browser: Browser;
let drainer: `0x${string}`;
const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/** A port that was free a moment ago and has nobody listening: connections to it are refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Scanning on for foyer-dev (its `evm_rpc_urls` is the stack's anvil), and scan-down: a copy of foyer-dev whose
 * chain RPC, the one the server scans through, refuses connections. Their clients prepare and send on anvil
 * directly (the demo's chain), so only the scan fails.
 */
function scanningPlugin(deadRpcPort: number): ServerPlugin {
  // USDC at $1: the dev chain's TestUSDC is the first contract anvil account 0 deploys (its address is fixed).
  const usdcPrice = { "0x5fbdb2315678afecb367f032d93f642f64180aa3": 1 };
  const scanning = { enabled: true, usd_prices: { "31337": { native: 3000, ...usdcPrice } }, rpc_timeout_ms: 2_000 };
  return {
    id: "e2e_scanning",
    prepareSeeds: (seeds) =>
      seeds.flatMap((seed) =>
        seed.id === "foyer-dev"
          ? [
              { ...seed, transaction_scanning: scanning },
              {
                ...seed,
                id: "scan-down",
                name: "Scan Down",
                evm_rpc_urls: { "31337": `http://127.0.0.1:${deadRpcPort}` },
                transaction_scanning: scanning,
              },
            ]
          : [seed],
      ),
    setup: () => ({}),
  };
}

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    anvil: true,
    demoHostname: "localhost",
    server: { plugins: [scanningPlugin(await closedPort()), ...defaultPlugins] },
  }));
  // The corpus's drainer: a contract deployed just now is younger than the app's minimum contract age.
  drainer = (await deployContract(stack.chains?.evm.rpcUrl as string, devAccount(3), ScanDrainer, [
    "0x000000000000000000000000000000000000bEEF",
  ])) as `0x${string}`;
});
afterAll(() => closeJourney({ stack, browser }));

const usdc = () => stack.chains?.evm.contracts.usdc as `0x${string}`;
const chain = () => createPublicClient({ chain: foundry, transport: http(stack.chains?.evm.rpcUrl) });
const rowOf = async (scope: Locator, label: string) =>
  (await scope.locator(`[data-foyer-row="${label}"] dd`).first().textContent())?.trim();

/** Logs into the demo (`query`: ?app=…) with a new embedded wallet, funded with 1 ETH and 5 USDC. */
async function signInWithWallet(page: Page, query = ""): Promise<`0x${string}`> {
  const email = `scan-${Date.now()}@example.com`;
  await loginWithEmailCode(page, stack, email, `?wallets=all-users${query}`);
  const address = await embeddedEthereumAddress(page);
  const funder = createWalletClient({
    account: devAccount(0),
    chain: foundry,
    transport: http(stack.chains?.evm.rpcUrl),
  });
  const eth1 = await funder.sendTransaction({ to: address, value: parseEther("1") });
  await chain().waitForTransactionReceipt({ hash: eth1, pollingInterval: 100 });
  const minted = await funder.writeContract({
    address: usdc(),
    abi: TestUSDC.abi,
    functionName: "mint",
    args: [address, 5_000_000n],
  });
  await chain().waitForTransactionReceipt({ hash: minted, pollingInterval: 100 });
  return address;
}

/** The approval screen once its scan has settled ('Scanning transaction…' gone from the scan panel). */
async function scannedApproval(page: Page): Promise<{ approval: Locator; scan: Locator }> {
  const approval = page.locator('[data-foyer-screen="transactionApproval"]');
  const scan = approval.locator('[data-foyer-panel="scan"]');
  await scan.waitFor({ timeout: 60_000 });
  await expect
    .poll(() => scan.locator(".foyer-tx-panel-summary").textContent(), { timeout: 60_000 })
    .not.toBe("Scanning transaction…");
  return { approval, scan };
}

it("a drainer approval is Malicious and 'Approve' stays disabled until the box is ticked", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const address = await signInWithWallet(page, `&drainer=${drainer}`);
    await page.getByRole("button", { name: "Approve all USDC to a drainer" }).click();
    const { approval, scan } = await scannedApproval(page);
    await expect(scan.locator(".foyer-tx-panel-summary").textContent()).resolves.toBe(
      "This transaction looks malicious",
    );
    await expect(scan.getAttribute("data-tone")).resolves.toBe("error");
    const approve = approval.getByRole("button", { name: "Approve" });
    await expect(approve.isDisabled()).resolves.toBe(true);
    // The scan-details view: the rule's finding and the allowance the drainer would get.
    await scan.getByRole("button", { name: /Scan details/ }).click();
    await expect(scan.locator("[data-foyer-scan-finding]").count()).resolves.toBeGreaterThan(0);
    const allowance = scan.locator('[data-foyer-scan-change="allowance"]');
    await expect(allowance.locator("dd").textContent()).resolves.toBe("Maximum USDC");
    await expect(allowance.locator("dt").textContent()).resolves.toContain(`${drainer.slice(0, 6)}…`);
    await screenshotPair(page, "issue16-scan-malicious");

    const box = approval.getByRole("checkbox", { name: "I understand and want to proceed anyways." });
    await box.check();
    await expect(approve.isEnabled()).resolves.toBe(true);
    await screenshotPair(page, "issue16-scan-malicious-ticked");
    // Unticking blocks again; ticked, the approval goes through.
    await box.uncheck();
    await expect(approve.isDisabled()).resolves.toBe(true);
    await box.check();
    await approve.click();
    await page
      .locator('[data-foyer-screen="transactionSuccess"]')
      .getByText("Transaction complete!")
      .waitFor({ timeout: 60_000 });
    await expect
      .poll(() =>
        chain().readContract({ address: usdc(), abi: erc20Abi, functionName: "allowance", args: [address, drainer] }),
      )
      .toBe(maxUint256);
  } finally {
    await context.close();
  }
});

it("a benign USDC transfer shows No issues found and what leaves the wallet", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInWithWallet(page);
    await page.getByRole("button", { name: "Send 1 USDC", exact: true }).click();
    const { approval, scan } = await scannedApproval(page);
    await expect(scan.locator(".foyer-tx-panel-summary").textContent()).resolves.toBe("No issues found");
    await expect(approval.getByRole("checkbox").count()).resolves.toBe(0);
    await expect(approval.getByRole("button", { name: "Approve" }).isEnabled()).resolves.toBe(true);
    await scan.getByRole("button", { name: /Scan details/ }).click();
    const out = scan.locator('[data-foyer-scan-change="out"]');
    await expect(out.count()).resolves.toBe(1);
    await expect(out.locator("dd").textContent()).resolves.toMatch(/^-1 USDC/);
    await expect(out.locator("dt").textContent()).resolves.toBe("Send 0x7099…79C8");
    await expect(scan.locator('[data-foyer-scan-change="in"]').count()).resolves.toBe(0);
    await screenshotPair(page, "issue16-scan-benign");
    await approval.getByRole("button", { name: "Approve" }).click();
    await page
      .locator('[data-foyer-screen="transactionSuccess"]')
      .getByText("Transaction complete!")
      .waitFor({ timeout: 60_000 });
    await expect(
      chain().readContract({ address: usdc(), abi: erc20Abi, functionName: "balanceOf", args: [RECEIVER] }),
    ).resolves.toBeGreaterThanOrEqual(1_000_000n);
  } finally {
    await context.close();
  }
});

it("a scan that fails (the server's chain RPC refuses connections) falls back to the decoded call", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInWithWallet(page, "&app=scan-down");
    await page.getByRole("button", { name: "Send 1 USDC", exact: true }).click();
    const { approval, scan } = await scannedApproval(page);
    await expect(scan.locator(".foyer-tx-panel-summary").textContent()).resolves.toBe("Transaction scan failed");
    // The decoded call stays: the amount sent, to whom, and Approve is not held.
    await expect(rowOf(approval, "Send")).resolves.toBe("1 USDC");
    await expect(approval.locator('[data-foyer-row="To"] dd').first().textContent()).resolves.toContain("0x7099");
    await expect(approval.getByRole("button", { name: "Approve" }).isEnabled()).resolves.toBe(true);
    await scan.getByRole("button", { name: /Scan details/ }).click();
    await expect(scan.locator(".foyer-tx-panel-body").textContent()).resolves.toContain("Transaction scan failed");
    await screenshotPair(page, "issue16-scan-failed");
  } finally {
    await context.close();
  }
});

it("an external wallet's drainer approval is scanned first: Malicious asks before the wallet does", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const account = devAccount(4);
    const wallet = await installEthereumTestWallet(page, { account, rpcUrl: stack.chains?.evm.rpcUrl as string });
    // Logged in with the wallet (SIWE): the scan runs under that session.
    await page.goto(`${stack.demoUrl}/?wallets=1&drainer=${drainer}`);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByRole("button", { name: "Continue with a wallet" }).click();
    await page.locator('[data-foyer-wallet="test"]').click();
    await page.getByTestId("demo-user").waitFor({ timeout: 30_000 });
    await page.locator('[data-foyer-screen="wallets"]').waitFor({ state: "detached", timeout: 30_000 });
    const row = page.getByTestId("demo-connected-wallet");
    const allowance = () =>
      chain().readContract({
        address: usdc(),
        abi: erc20Abi,
        functionName: "allowance",
        args: [account.address, drainer],
      });

    // 'Not now': the dapp gets 4001 and nothing reaches the chain.
    await row.getByRole("button", { name: "Approve all USDC to a drainer" }).click();
    const confirm = page.locator('[data-foyer-screen="scanConfirm"]');
    await confirm.waitFor({ timeout: 60_000 });
    await expect(confirm.getByRole("heading").textContent()).resolves.toBe("This transaction looks malicious");
    await expect(confirm.locator('[data-foyer-scan-change="allowance"] dd').textContent()).resolves.toBe(
      "Maximum USDC",
    );
    const proceed = confirm.getByRole("button", { name: "Continue" });
    await expect(proceed.isDisabled()).resolves.toBe(true);
    await screenshotPair(page, "issue16-scan-external");
    await confirm.getByRole("button", { name: "Not now" }).click();
    await expect.poll(() => page.getByTestId("demo-wallet-note").textContent(), { timeout: 30_000 }).toMatch(/^4001 /);
    expect(await allowance()).toBe(0n);

    // Ticked, Continue hands the request to the wallet, which sends it.
    await row.getByRole("button", { name: "Approve all USDC to a drainer" }).click();
    await confirm.getByRole("checkbox", { name: "I understand and want to proceed anyways." }).check();
    await proceed.click();
    await expect
      .poll(() => page.getByTestId("demo-wallet-note").textContent(), { timeout: 30_000 })
      .toMatch(/^sent: 0x[0-9a-f]{64}$/);
    await expect.poll(allowance).toBe(maxUint256);
    expect(wallet.signatures).toBe(1); // the SIWE login only
  } finally {
    await context.close();
  }
});
