// Transactions from the embedded wallets in the demo (issue 15), in Chromium against the real server, wallet
// frame, anvil and the local Solana chain (one stack for the file): plain viem `sendTransaction` shows Foyer's
// approval (amount fiat first, sections, the 'Details' accordion, balance card), sends once and completes; the
// error screen and retry; an EIP-5792 batch and two hook requests by index (Continue, Back, Approve); a
// sponsored send; 'Maximum'; an NFT mint and transfer; 'Add funds'; the Solana review, send and sign-all; a
// USDC (SPL Token) send on the local Solana chain.
// Screenshots at 1280 and 375 px in test-results/issue15-*.png.
import { devAccount, mintSolanaUsdc, setUpSolanaUsdc, TestNFT } from "@foyer/devchain";
import { defaultPlugins } from "@foyer/server";
import type { Browser } from "playwright-core";
import { createWalletClient, erc20Abi, http, parseEther } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeJourney, openJourney, screenshotPair } from "./journey.ts";
import type { Stack } from "./startStack.ts";
import { chain, manualFunding, rowOf, signInWithWallet, solanaRpc, solanaUsdcOf, usdc } from "./transactionsJourney.ts";

let stack: Stack;
let browser: Browser;
const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
/** The demo's Solana test wallet: where its 'Send 0.01 SOL' and 'Send 1 USDC (Solana)' go. */
const SOLANA_RECEIVER = "GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB";

beforeAll(async () => {
  ({ stack, browser } = await openJourney({
    anvil: true,
    demoHostname: "localhost",
    server: { plugins: [manualFunding, ...defaultPlugins] },
  }));
});
afterAll(() => closeJourney({ stack, browser }));

it("viem's sendTransaction on the embedded provider shows the approval, sends once, and completes", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const address = await signInWithWallet(stack, page);
    const before = await chain(stack).getBalance({ address: RECEIVER });
    const nonce = await chain(stack).getTransactionCount({ address });

    // After login the embedded wallet is announced by EIP-6963 (wagmi and wallet lists find it).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const seen: string[] = [];
            const listener = (event: Event) =>
              seen.push((event as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns);
            window.addEventListener("eip6963:announceProvider", listener);
            window.dispatchEvent(new Event("eip6963:requestProvider"));
            window.removeEventListener("eip6963:announceProvider", listener);
            return seen;
          }),
        { timeout: 30_000 },
      )
      .toContain("io.foyer.embedded");

    await page.getByRole("button", { name: "Send 0.001 ETH with viem" }).click();
    const approval = page.locator('[data-foyer-screen="transactionApproval"]');
    await approval.getByRole("button", { name: "Approve" }).waitFor({ timeout: 60_000 });
    await expect(approval.getByRole("button", { name: "Approve" }).isEnabled()).resolves.toBe(true);
    await expect(approval.locator("[data-foyer-amount]").textContent()).resolves.toBe("$3.00");
    await expect(rowOf(approval, "Network")).resolves.toBe("Foyer Dev Chain");
    await expect(rowOf(approval, "Send")).resolves.toBe("0.001 ETH");
    // The 'Details' accordion is open by default (standalone) with the spec's rows; reopening closes it.
    const details = approval.locator('[data-foyer-panel="details"]');
    const toggle = details.getByRole("button", { name: "Details" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(
      details.locator(".foyer-tx-panel-body").evaluate((body) => getComputedStyle(body).maxHeight),
    ).resolves.toBe("700px");
    for (const label of ["From", "To", "Action", "Est. Fees", "Total (including fees)"])
      await details.locator(`[data-foyer-row="${label}"]`).waitFor();
    await expect(rowOf(details, "Total (including fees)")).resolves.toMatch(/^\$3\.\d\d \(0\.001\d* ETH\)$/);
    await expect(approval.locator("[data-foyer-balance]").textContent()).resolves.toContain("1 ETH");
    await expect(approval.getByRole("button", { name: "Not now" }).isVisible()).resolves.toBe(true);
    await screenshotPair(page, "issue15-approval");
    await toggle.click();
    await expect(details.locator("[data-foyer-row]").count()).resolves.toBe(0);
    await screenshotPair(page, "issue15-approval-details-closed");
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");

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
    expect(await chain(stack).getBalance({ address: RECEIVER })).toBe(before + parseEther("0.001"));
    expect(await chain(stack).getTransactionCount({ address })).toBe(nonce + 1);

    // 'Not now' rejects with 4001: the demo shows the error, nothing is sent.
    await page.getByRole("button", { name: "Send 0.001 ETH with viem" }).click();
    await approval.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByTestId("demo-transaction-error").textContent({ timeout: 30_000 })).resolves.toMatch(
      /rejected/i,
    );
    expect(await chain(stack).getTransactionCount({ address })).toBe(nonce + 1);

    // A call mined and reverted: the error screen with the hash (copy, explorer), 'Please try again.' and
    // 'Retry transaction', which returns to the approval with a fresh nonce; leaving it then is a rejection (4001).
    await page.getByRole("button", { name: "A transfer that reverts" }).click();
    await approval.getByRole("button", { name: "Approve" }).click({ timeout: 60_000 });
    const failure = page.locator('[data-foyer-screen="transactionError"]');
    await failure.getByText("Transaction failed").waitFor({ timeout: 60_000 });
    const hash = await failure.locator("[data-foyer-transaction-hash]").getAttribute("data-foyer-transaction-hash");
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await chain(stack).getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe("reverted");
    await expect(failure.textContent()).resolves.toContain("Please try again.");
    await expect(failure.getByRole("link", { name: "View on explorer" }).getAttribute("href")).resolves.toContain(
      `/tx/${hash}`,
    );
    await failure.getByRole("button", { name: "Copy" }).click();
    await failure.getByRole("button", { name: "Copied" }).waitFor();
    await screenshotPair(page, "issue15-error");
    await failure.getByRole("button", { name: "Retry transaction" }).click();
    await approval.getByRole("button", { name: "Not now" }).click({ timeout: 60_000 });
    await expect(page.getByTestId("demo-transaction-error").textContent({ timeout: 30_000 })).resolves.toMatch(
      /rejected/i,
    );
    expect(await chain(stack).getTransactionCount({ address })).toBe(nonce + 2);

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
    const address = await signInWithWallet(stack, page, false);
    expect(await chain(stack).getBalance({ address })).toBe(0n);
    const before = await chain(stack).readContract({
      address: usdc(stack),
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
    expect(await chain(stack).getBalance({ address })).toBe(0n);
    expect(
      await chain(stack).readContract({
        address: usdc(stack),
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [RECEIVER],
      }),
    ).toBe(before + 1_000_000n);
  } finally {
    await context.close();
  }
});

it("two requests by index (Continue, Back, Approve), an unlimited approval, and 'Add funds' when the balance cannot pay", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const address = await signInWithWallet(stack, page);
    const approval = page.locator('[data-foyer-screen="transactionApproval"]');
    const success = page.locator('[data-foyer-screen="transactionSuccess"]');
    const result = page.getByTestId("demo-transaction-result");
    const nonce = await chain(stack).getTransactionCount({ address });

    // Two requests: 'Continue' on the first, Back returns to it, 'Approve' on the last sends both.
    await page.getByRole("button", { name: "Two sends, one by one" }).click();
    await approval.locator("[data-foyer-progress]").getByText("1 of 2").waitFor({ timeout: 60_000 });
    await expect(rowOf(approval, "Send")).resolves.toBe("0.0001 ETH");
    await expect(approval.getByRole("button", { name: "Approve" }).count()).resolves.toBe(0);
    await approval.getByRole("button", { name: "Continue" }).click();
    await approval.locator("[data-foyer-progress]").getByText("2 of 2").waitFor();
    await expect(rowOf(approval, "Send")).resolves.toBe("0.0002 ETH");
    await screenshotPair(page, "issue15-multi-second");
    await approval.getByRole("button", { name: "Back" }).click();
    await approval.locator("[data-foyer-progress]").getByText("1 of 2").waitFor();
    await approval.getByRole("button", { name: "Continue" }).click();
    await approval.getByRole("button", { name: "Approve" }).click();
    await success.getByText("Transaction complete!").waitFor({ timeout: 60_000 });
    await screenshotPair(page, "issue15-success-multi");
    await success.getByRole("button", { name: "All Done" }).click();
    await expect(result.textContent({ timeout: 30_000 })).resolves.toMatch(/^success, success: 0x\w+, 0x\w+$/);
    expect(await chain(stack).getTransactionCount({ address })).toBe(nonce + 2);

    // approve(spender, 2^256 - 1) reads 'Maximum', with the spender and the token's address.
    await page.getByRole("button", { name: "Approve 'Maximum' USDC" }).click();
    await approval.locator("[data-foyer-amount]").getByText("Maximum").waitFor({ timeout: 60_000 });
    await expect(rowOf(approval, "Spender")).resolves.toBe("0x7099…79C8");
    await expect(rowOf(approval, "Token address")).resolves.toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
    await expect(rowOf(approval.locator('[data-foyer-panel="details"]'), "Action")).resolves.toBe("Approve");
    await screenshotPair(page, "issue15-approve-maximum");
    // The request's uiOptions: its button text, then its success texts.
    await approval.getByRole("button", { name: "Approve USDC", exact: true }).click();
    await success.getByText("USDC approved").waitFor({ timeout: 60_000 });
    await expect(success.textContent()).resolves.toContain("Dev account #1 may now spend your USDC.");
    await screenshotPair(page, "issue15-success-custom");
    await success.getByRole("button", { name: "All Done" }).click();
    await expect(result.textContent({ timeout: 30_000 })).resolves.toMatch(/^success: 0x/);
    const allowance = await chain(stack).readContract({
      address: usdc(stack),
      abi: erc20Abi,
      functionName: "allowance",
      args: [address, RECEIVER],
    });
    expect(allowance).toBe(2n ** 256n - 1n);

    // An NFT: the mint (decoded 'Mint'), then the transfer of the minted token ('Transfer', 'TNFT #n').
    await page.getByRole("button", { name: "Mint an NFT, then transfer it" }).click();
    const details = approval.locator('[data-foyer-panel="details"]');
    await approval.getByRole("heading", { name: "Mint" }).waitFor({ timeout: 60_000 });
    await approval.getByRole("button", { name: "Approve" }).click();
    await success.getByRole("button", { name: "All Done" }).click({ timeout: 60_000 });
    await approval.getByRole("heading", { name: "Transfer" }).waitFor({ timeout: 60_000 });
    const nftShown = (await approval.locator("[data-foyer-amount]").textContent()) ?? "";
    expect(nftShown).toMatch(/#\d+$/);
    await expect(rowOf(details, "Action")).resolves.toBe("Transfer");
    await expect(rowOf(approval, "To")).resolves.toBe("0x7099…79C8");
    await screenshotPair(page, "issue15-nft-transfer");
    await approval.getByRole("button", { name: "Approve" }).click();
    await success.getByRole("button", { name: "All Done" }).click({ timeout: 60_000 });
    await expect(result.textContent({ timeout: 30_000 })).resolves.toMatch(/^success: 0x/);
    const tokenId = BigInt(nftShown.split("#")[1] ?? "0");
    const nft = stack.chains?.evm.contracts.nft as `0x${string}`;
    const owner = await chain(stack).readContract({
      address: nft,
      abi: TestNFT.abi,
      functionName: "ownerOf",
      args: [tokenId],
    });
    expect(owner).toBe(RECEIVER);

    // 100 ETH from a wallet holding about 1: 'Add funds' (the app funds wallets) opens the funding flow over the
    // approval, here straight on 'Receive funds' (the app offers only that); once funded, 'Continue' shows
    // 'Success!', which closes itself, and the approval, prepared again, sends with 'Approve'.
    await page.getByRole("button", { name: "Send 100 ETH (more than it holds)" }).click();
    const addFunds = approval.getByRole("button", { name: "Add funds" });
    await addFunds.waitFor({ timeout: 60_000 });
    await expect(approval.textContent()).resolves.toContain("Add funds on Foyer Dev Chain to complete transaction.");
    await screenshotPair(page, "issue15-insufficient");
    await addFunds.click();
    const funding = page.locator('[data-foyer-screen="receiveFunds"]');
    await funding.waitFor();
    await expect(funding.locator("code").textContent()).resolves.toBe(address);
    await screenshotPair(page, "issue15-add-funds");
    const funder = createWalletClient({
      account: devAccount(0),
      chain: foundry,
      transport: http(stack.chains?.evm.rpcUrl),
    });
    const topUp = await funder.sendTransaction({ to: address, value: parseEther("200") });
    await chain(stack).waitForTransactionReceipt({ hash: topUp, pollingInterval: 100 });
    await funding.getByRole("button", { name: "Continue" }).click({ timeout: 30_000 });
    await page.locator('[data-foyer-screen="fundingSuccess"]').waitFor();
    await approval.getByRole("button", { name: "Approve" }).click({ timeout: 60_000 });
    await success.getByRole("button", { name: "All Done" }).click({ timeout: 60_000 });
    await expect(result.textContent({ timeout: 30_000 })).resolves.toMatch(/^success: 0x/);
    expect(await chain(stack).getBalance({ address })).toBeLessThan(parseEther("101.1"));
  } finally {
    await context.close();
  }
});

it("the embedded Solana wallet reviews ('Advanced': Transfer Sol), signs in the frame and sends on the local chain; sign-all goes by index", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInWithWallet(stack, page);
    const solana = page.getByTestId("demo-wallet-solana");
    await solana.waitFor({ timeout: 60_000 });
    const owner = (await solana.locator("code").textContent())?.trim() as string;
    await solanaRpc(stack, "requestAirdrop", [owner, 1_000_000_000]);
    const before = (await solanaRpc<{ value: number }>(stack, "getBalance", [SOLANA_RECEIVER])).value;

    await page.getByRole("button", { name: "Send 0.01 SOL" }).click();
    const review = page.locator('[data-foyer-screen="solanaReview"]');
    await review.getByRole("button", { name: "Approve" }).waitFor({ timeout: 60_000 });
    await expect(review.locator("[data-foyer-amount]").textContent()).resolves.toMatch(/^\$/);
    await expect(rowOf(review, "Network")).resolves.toMatch(/local/i);
    const advanced = review.getByRole("button", { name: /^Advanced/ });
    await expect(advanced.getAttribute("aria-expanded")).resolves.toBe("false");
    await advanced.click();
    await review.locator('[data-foyer-instruction="Transfer Sol"]').waitFor();
    await screenshotPair(page, "issue15-solana-review");
    await review.getByRole("button", { name: "Approve" }).click();
    await page
      .locator('[data-foyer-screen="transactionSuccess"]')
      .getByRole("button", { name: "All Done" })
      .click({ timeout: 60_000 });
    await expect(page.getByTestId("demo-solana-result").textContent({ timeout: 30_000 })).resolves.toMatch(
      /^success: \w{64,88}$/,
    );
    const after = (await solanaRpc<{ value: number }>(stack, "getBalance", [SOLANA_RECEIVER])).value;
    expect(after - before).toBe(10_000_000);

    // Sign all: two transfers reviewed by index, signed in one go, nothing sent.
    await page.getByRole("button", { name: "Sign two transfers (sign all)" }).click();
    await review.locator("[data-foyer-progress]").getByText("1 of 2").waitFor({ timeout: 60_000 });
    await review.getByRole("button", { name: "Continue" }).click();
    await review.locator("[data-foyer-progress]").getByText("2 of 2").waitFor();
    await review.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("demo-solana-result").textContent({ timeout: 60_000 })).resolves.toMatch(
      /^signed: 2 \(\d+, \d+ bytes\)$/,
    );
    expect((await solanaRpc<{ value: number }>(stack, "getBalance", [SOLANA_RECEIVER])).value).toBe(after);
  } finally {
    await context.close();
  }
});

it("the embedded Solana wallet sends 1 USDC on the local chain: the review decodes the SPL Token transfer, the recipient's balance rises", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const rpcUrl = stack.chains?.solana.rpcUrl as string;
    // The local chain's USDC mint (the funding sandbox's, from a fixed seed), passed to the demo by URL.
    const mint = await setUpSolanaUsdc(rpcUrl);
    const page = await context.newPage();
    await signInWithWallet(stack, page, true, `&solanaUsdc=${mint}`);
    const solana = page.getByTestId("demo-wallet-solana");
    await solana.waitFor({ timeout: 60_000 });
    const owner = (await solana.locator("code").textContent())?.trim() as string;
    // SOL for the fee and the recipient's token account rent, and 5 USDC in the wallet's token account.
    await solanaRpc(stack, "requestAirdrop", [owner, 1_000_000_000]);
    await mintSolanaUsdc(rpcUrl, owner, 5_000_000n);
    expect(await solanaUsdcOf(stack, owner, mint)).toBe(5_000_000n);
    const before = await solanaUsdcOf(stack, SOLANA_RECEIVER, mint);

    await page.getByRole("button", { name: "Send 1 USDC (Solana)" }).click();
    const review = page.locator('[data-foyer-screen="solanaReview"]');
    await review.getByRole("button", { name: "Approve" }).waitFor({ timeout: 60_000 });
    await expect(review.textContent()).resolves.toContain("1 USDC to the demo's Solana test wallet");
    // The headline counts the USDC leaving the wallet (it showed "$0.00 / 0 SOL" when only SOL counted).
    const headline = [
      await review.locator("[data-foyer-amount]").textContent(),
      await review.locator(".foyer-tx-amount-secondary").textContent(),
    ].join(" ");
    expect(headline).toContain("1 USDC");
    expect(headline).not.toContain("SOL");
    await review.getByRole("button", { name: /^Advanced/ }).click();
    const transfer = review.locator('[data-foyer-instruction="Transfer Checked"]');
    await transfer.waitFor();
    await expect(transfer.textContent()).resolves.toContain("Token Program");
    await expect(rowOf(transfer, "mint")).resolves.toBe(mint);
    await expect(rowOf(transfer, "amount")).resolves.toBe("1");
    await expect(rowOf(transfer, "decimals")).resolves.toBe("6");
    await screenshotPair(page, "issue15-solana-usdc-review");
    await review.getByRole("button", { name: "Approve" }).click();
    await page
      .locator('[data-foyer-screen="transactionSuccess"]')
      .getByRole("button", { name: "All Done" })
      .click({ timeout: 60_000 });
    await expect(page.getByTestId("demo-solana-result").textContent({ timeout: 30_000 })).resolves.toMatch(
      /^success: \w{64,88}$/,
    );
    // The receipt: the USDC moved on chain.
    expect(await solanaUsdcOf(stack, SOLANA_RECEIVER, mint)).toBe(before + 1_000_000n);
    expect(await solanaUsdcOf(stack, owner, mint)).toBe(4_000_000n);
  } finally {
    await context.close();
  }
});
