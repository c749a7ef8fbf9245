// Funding the demo's embedded wallets from a wallet in the page (issue 17), in Chromium against the real server,
// anvil, LiteSVM and the local funding sandbox (one stack for the file, a fresh browser context per test):
// 'Transfer from wallet' from a connected wallet (tagged 'Connected', 'Solana') and from configured wallets
// not connected yet (connected on the way, 'Waiting for {wallet}', 'More wallets'), and bridges through the
// local Relay stand-in: EVM (anvil) to the embedded Solana wallet, Solana (LiteSVM) to the embedded Ethereum
// wallet, and between the two anvils with a quote that expires while the user waits. Each ends with the
// balance increased on the local chain and 'Success!'. Bad input: an amount over the source wallet's balance,
// an expired quote (renewed; paid once).
// Screenshots at 1280 and 375 px in test-results/issue17-*.png (the bridge's progress bar: issue17-bridge-progress).

import { BRIDGE_QUOTE_RENEWED_TEXT } from "@foyer/core/funding";
import { devAccount, SECOND_EVM_CHAIN_ID } from "@foyer/devchain";
import type { Browser } from "playwright-core";
import { createPublicClient, http, parseEther } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect } from "vitest";
import { DEV_WALLETS, fundingIt, lamportsOf, screen, shown } from "./fundingJourney.ts";
import { closeJourney, openJourney, screenshotPair } from "./journey.ts";
import type { Stack } from "./startStack.ts";
import { installEthereumTestWallet, installListOnlyWallets } from "./testWallets.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ funding: true, demoHostname: "localhost" }));
});
afterAll(() => closeJourney({ stack, browser }));

const it = fundingIt(() => ({ stack, browser }));
const chain = () => createPublicClient({ chain: foundry, transport: http(stack.chains?.evm.rpcUrl) });
const solanaBalance = (address: string) => lamportsOf(stack.chains?.solana.rpcUrl as string, address);
const ethBalance = (address: string) => chain().getBalance({ address: address as `0x${string}` });
const bridgeDone = (page: Parameters<typeof screen>[0]) =>
  screen(page, "fundingSuccess").or(screen(page, "fundBridgeSuccess")).first();

it("'Transfer from wallet' (EVM): the connected dev wallet sends ETH on anvil; over its balance is refused", async ({
  user,
}) => {
  const { page } = user;
  const { ethereum } = await user.signIn();
  await user.addDevWallets();
  await user.connect(DEV_WALLETS.ethereum);
  const entry = await user.connectedEntry(await user.openTransfer("ethereum"), "ethereum");
  await screenshotPair(page, "issue17-wallets");
  await entry.click();
  const amount = screen(page, "fundWalletAmount");
  await amount.getByText(/Balance: \d/).waitFor({ timeout: 15_000 });
  await amount.getByRole("textbox", { name: "Amount" }).fill("99999999");
  await amount.getByRole("button", { name: "Continue" }).click();
  await amount.getByRole("alert").waitFor();
  await amount.getByRole("textbox", { name: "Amount" }).fill("0.5");
  await screenshotPair(page, "issue17-wallet-amount");
  const before = await ethBalance(ethereum);
  await amount.getByRole("button", { name: "Continue" }).click();
  const success = screen(page, "fundingSuccess");
  await success.waitFor({ timeout: 60_000 });
  await expect(shown(success)).resolves.toContain("You've successfully added 0.5 ETH");
  expect(await ethBalance(ethereum)).toBe(before + parseEther("0.5"));
});

it("'Transfer from wallet' connects configured wallets on the way: 'Waiting for {wallet}', then ETH lands on anvil; 'More wallets' leads to the Solana one, whose SOL lands on LiteSVM", async ({
  user,
}) => {
  const { page } = user;
  // A wallet whose prompt the user leaves open, and two that only announce themselves: with the demo's two
  // dev wallets, five configured wallets the page can connect (the app lists detected ones).
  const slow = await installEthereumTestWallet(page, {
    account: devAccount(6),
    rpcUrl: stack.chains?.evm.rpcUrl as string,
    name: "Slow Wallet",
    uuid: "6f1e0e55-0000-4000-8000-0000000000f1",
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%232f6fde'/%3E%3Ctext x='16' y='22' font-size='16' font-family='sans-serif' font-weight='700' text-anchor='middle' fill='white'%3ES%3C/text%3E%3C/svg%3E",
  });
  slow.holdConnections();
  await installListOnlyWallets(page, [
    { name: "Quiet Wallet", chain: "ethereum" },
    { name: "Quiet Solana Wallet", chain: "solana" },
  ]);
  const { ethereum, solana } = await user.signIn();
  await user.addDevWallets();
  const list = await user.openTransfer("ethereum");
  const rows = list.locator("[data-foyer-fund-wallet]");
  await expect(rows.allTextContents()).resolves.toEqual(["Slow Wallet", "Quiet Wallet", "Foyer Dev Wallet (test key)"]);
  await list.getByRole("button", { name: "More wallets" }).waitFor();
  await screenshotPair(page, "issue17-wallets-configured");

  // The wallet's prompt stays open: 'Waiting for Slow Wallet' until the user picks another.
  await list.getByRole("button", { name: "Slow Wallet" }).click();
  const connecting = screen(page, "fundWalletConnect");
  await expect(shown(connecting)).resolves.toContain("Waiting for Slow Wallet");
  await screenshotPair(page, "issue17-wallet-connect");
  await connecting.getByRole("button", { name: "Use a different wallet" }).click();
  await list.getByRole("button", { name: "Foyer Dev Wallet (test key)" }).click();
  const amount = screen(page, "fundWalletAmount");
  await expect(shown(amount)).resolves.toContain("Transfer from Foyer Dev Wallet (test key)");
  await amount.getByText(/Balance: \d/).waitFor({ timeout: 15_000 });
  await amount.getByRole("textbox", { name: "Amount" }).fill("0.3");
  const before = await ethBalance(ethereum);
  await amount.getByRole("button", { name: "Continue" }).click();
  const success = screen(page, "fundingSuccess");
  await expect(shown(success)).resolves.toContain("You've successfully added 0.3 ETH");
  expect(await ethBalance(ethereum)).toBe(before + parseEther("0.3"));
  // Connected through the wallet manager: the app's useWallets() has it.
  await page.getByTestId("demo-connected-wallet").waitFor();
  await success.waitFor({ state: "detached", timeout: 15_000 });

  // Now one wallet is connected (listed first, tagged) and the Solana dev wallet is behind 'More wallets'.
  const again = await user.openTransfer("solana");
  await user.connectedEntry(again, "ethereum");
  await again.getByRole("button", { name: "More wallets" }).click();
  const devSolana = again.getByRole("button", { name: /^Foyer Dev Solana Wallet \(test key\)/ });
  // Tagged 'Solana', not 'Connected'.
  await expect(devSolana.textContent()).resolves.toBe("Foyer Dev Solana Wallet (test key)Solana");
  await devSolana.click();
  const solAmount = screen(page, "fundWalletAmount");
  await solAmount.getByRole("textbox", { name: "Amount" }).fill("0.2");
  const lamports = await solanaBalance(solana);
  await solAmount.getByRole("button", { name: "Continue" }).click();
  await expect(shown(screen(page, "fundingSuccess"))).resolves.toContain("You've successfully added 0.2 SOL");
  expect(await solanaBalance(solana)).toBe(lamports + 200_000_000n);
});

it("bridge from an EVM wallet: the dev wallet on anvil funds the embedded Solana wallet through the local relayer", async ({
  user,
}) => {
  const { page } = user;
  const { solana } = await user.signIn();
  await user.addDevWallets();
  await user.connect(DEV_WALLETS.ethereum);
  const entry = await user.connectedEntry(await user.openTransfer("solana"), "ethereum");
  const before = await solanaBalance(solana);
  // The progress bar (spec 001 §9): the stand-in's quotes estimate 8 s here, and its status answers wait
  // until the progress screen is photographed (the local relayer fills faster than the bar).
  await page.route("**/quote", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, details: { ...body.details, timeEstimate: 8 } } });
  });
  let release = () => {};
  const photographed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/requests/v2**", async (route) => {
    await photographed;
    await route.continue();
  });
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
  // Nor does the funded wallet's balance show the bridge done (the watcher's success screen) until then.
  const solanaRpc = stack.chains?.solana.rpcUrl as string;
  await page.route(
    (url) => url.href.startsWith(solanaRpc),
    async (route) => {
      if (route.request().postData()?.includes('"getBalance"')) await photographed;
      await route.continue();
    },
  );
  await confirm.getByRole("button", { name: /^Confirm with / }).click();
  const bar = screen(page, "fundBridgeProgress").getByRole("progressbar", { name: /^Bridging with / });
  await bar.waitFor({ timeout: 30_000 });
  // It fills with the time since the deposit (the screen redraws on its own while the status waits).
  const percent = async () => Number(await bar.getAttribute("aria-valuenow"));
  await expect.poll(percent, { timeout: 30_000 }).toBeGreaterThanOrEqual(25);
  expect(await percent()).toBeLessThanOrEqual(100);
  await screenshotPair(page, "issue17-bridge-progress");
  release();
  await bridgeDone(page).waitFor({ timeout: 60_000 });
  await expect.poll(() => solanaBalance(solana), { timeout: 30_000 }).toBeGreaterThan(before);
});

it("bridge between the local EVM chains: the amount typed on the transfer screen; a quote that expires while the user waits is renewed and the bridge pays once", async ({
  user,
}) => {
  const { page } = user;
  const relay = stack.funding?.standIns.relay;
  if (!relay) throw new Error("the stack has no funding sandbox");
  const { ethereum } = await user.signIn();
  await user.addDevWallets();
  await user.connect(DEV_WALLETS.ethereum);
  const entry = await user.connectedEntry(await user.openTransfer("ethereum"), "ethereum");
  await entry.click();
  const amount = screen(page, "fundWalletAmount");
  await amount.getByRole("textbox", { name: "Amount" }).fill("0.25");
  // The sandbox's next quote lives 1 ms: whatever is deposited against it is refunded.
  relay.setQuoteTtl(1);
  const confirm = screen(page, "fundBridgeConfirm");
  try {
    await amount.getByRole("button", { name: "Transfer from another network" }).click();
    // The funded chain is no source of its own bridge: the second anvil is the only option, confirmed at once,
    // for the 0.25 ETH typed before (not the flow's 0.01).
    await confirm.waitFor({ timeout: 30_000 });
  } finally {
    relay.setQuoteTtl(null);
  }
  const receive = confirm.locator(".foyer-fund-row", { hasText: "You receive" });
  await expect(receive.textContent()).resolves.toBe("You receive0.25 ETH");
  const expired = relay.requests().at(-1);
  // The user waits on this screen past the quote's renewal point (the page's clock moves on).
  await page.clock.install();
  await page.clock.setSystemTime(Date.now() + 30_000);
  await confirm.getByRole("button", { name: /^Confirm with / }).click();
  await confirm.getByText(BRIDGE_QUOTE_RENEWED_TEXT).waitFor({ timeout: 30_000 });
  await screenshotPair(page, "issue17-bridge-renewed");
  const renewed = relay.requests().at(-1);
  expect(renewed?.id).not.toBe(expired?.id);
  const before = await ethBalance(ethereum);
  const second = createPublicClient({
    transport: http(stack.funding?.chains.evm.find((c) => c.chainId === SECOND_EVM_CHAIN_ID)?.rpcUrl),
  });
  const sourceBefore = await second.getBalance({ address: devAccount(1).address });
  await confirm.getByRole("button", { name: /^Confirm with / }).click();
  await bridgeDone(page).waitFor({ timeout: 60_000 });
  await expect.poll(() => ethBalance(ethereum), { timeout: 30_000 }).toBeGreaterThan(before);
  // Paid once, for the renewed quote: the expired one never got a deposit.
  expect(await ethBalance(ethereum)).toBe(before + parseEther("0.25"));
  expect(relay.request(expired?.id as string)?.inTxs).toEqual([]);
  expect(relay.request(renewed?.id as string)).toMatchObject({ status: "success" });
  expect(relay.request(renewed?.id as string)?.inTxs).toHaveLength(1);
  // Paid from the second anvil: the deposit left the dev wallet there.
  expect(await second.getBalance({ address: devAccount(1).address })).toBeLessThan(sourceBefore);
});

it("bridge from a Solana wallet: the dev Solana wallet on LiteSVM funds the embedded Ethereum wallet through the local relayer", async ({
  user,
}) => {
  const { page } = user;
  const { ethereum } = await user.signIn();
  await user.addDevWallets();
  await user.connect(DEV_WALLETS.solana);
  const entry = await user.connectedEntry(await user.openTransfer("ethereum"), "solana");
  const before = await ethBalance(ethereum);
  await entry.click();
  const confirm = screen(page, "fundBridgeConfirm");
  await confirm.waitFor({ timeout: 30_000 });
  await screenshotPair(page, "issue17-bridge-solana");
  await confirm.getByRole("button", { name: /^Confirm with / }).click();
  await bridgeDone(page).waitFor({ timeout: 60_000 });
  await expect.poll(() => ethBalance(ethereum), { timeout: 30_000 }).toBeGreaterThan(before);
});
