// The local chains as the demo gets them (startStack `anvil`, the same wiring as `npm start`): the demo's
// Local chains panel reads both chains live, and foyer-dev verifies a contract wallet's SIWE sign-in on anvil
// through the RPC URL the stack handed the server. Screens at 1280 and 375 px.
import { deployContract, devAccount, TestSmartWallet } from "@foyer/devchain";
import type { Browser } from "playwright-core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { animationsSettled, closeJourney, openJourney, shotsDir } from "./journey.ts";
import type { Stack } from "./startStack.ts";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await openJourney({ anvil: true }));
});
afterAll(() => closeJourney({ stack, browser }));

it("the demo shows the local EVM chain with its contracts, and the local Solana RPC, both running", async () => {
  const chains = stack.chains;
  if (!chains) throw new Error("startStack did not start the chains");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(stack.demoUrl);
    const panel = page.getByRole("region", { name: "Local chains" });
    await panel.getByText(/Foyer Dev Chain/).waitFor();
    await panel.getByText(/running, block \d+/).waitFor({ timeout: 15_000 });
    await panel.getByText(/running, slot \d+/).waitFor({ timeout: 15_000 });
    await expect(panel.getByText(chains.evm.contracts.usdc).count()).resolves.toBe(1);
    await expect(panel.getByText(chains.evm.contracts.nft).count()).resolves.toBe(1);
    await expect(panel.getByText(chains.solana.rpcUrl).count()).resolves.toBe(1);
    // Read live from the deployed contracts: dev account #1 was funded at deployment.
    await expect(panel.getByTestId("dev-account-holdings").textContent()).resolves.toContain(
      "10,000 ETH · 10,000 USDC · 1 NFT",
    );
    await expect(panel.getByTestId("dev-solana-holdings").textContent()).resolves.toContain("holds 100 SOL");
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: new URL("local-chains-1280.png", shotsDir).pathname, fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await animationsSettled(page); // the layout settles at the new width before scrolling
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: new URL("local-chains-375.png", shotsDir).pathname });
  } finally {
    await context.close();
  }
});

it("foyer-dev signs in a contract wallet (EIP-1271) through the stack's anvil", async () => {
  const chains = stack.chains;
  if (!chains) throw new Error("startStack did not start the chains");
  const owner = privateKeyToAccount(generatePrivateKey());
  const wallet = await deployContract(chains.evm.rpcUrl, devAccount(0), TestSmartWallet, [owner.address]);
  const headers = { "foyer-app-id": "foyer-dev", "content-type": "application/json" };
  const init = await fetch(`${stack.apiUrl}/api/v1/siwe/init`, {
    method: "POST",
    headers,
    body: JSON.stringify({ address: wallet }),
  });
  const { nonce } = (await init.json()) as { nonce: string };
  const demo = new URL(stack.demoUrl);
  const message = createSiweMessage({
    address: wallet,
    domain: demo.host,
    uri: stack.demoUrl,
    chainId: chains.evm.chainId,
    nonce,
    version: "1",
    issuedAt: new Date(),
  });
  const response = await fetch(`${stack.apiUrl}/api/v1/siwe/authenticate`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      message,
      signature: await owner.signMessage({ message }),
      chain_id: chains.evm.chainId,
      wallet_client_type: "test_smart_wallet",
      connector_type: "injected",
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { user: { linked_accounts: { address?: string }[] } };
  expect(body.user.linked_accounts[0]?.address).toBe(wallet);
});
