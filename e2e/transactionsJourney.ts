// What the transaction journeys share: the receive-only funding plugin, the local chains' clients and RPC
// helpers, and signing in with a funded embedded wallet.
import { devAccount, TestUSDC } from "@foyer/devchain";
import type { ServerPlugin } from "@foyer/server";
import type { Locator, Page } from "playwright-core";
import { createPublicClient, createWalletClient, http, parseEther } from "viem";
import { foundry } from "viem/chains";
import { embeddedEthereumAddress, loginWithEmailCode } from "./journey.ts";
import type { Stack } from "./startStack.ts";

export async function solanaRpc<T = unknown>(stack: Stack, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(stack.chains?.solana.rpcUrl as string, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

/** USDC base units `owner` holds of `mint` on the local Solana chain (0 with no token account). */
export async function solanaUsdcOf(stack: Stack, owner: string, mint: string): Promise<bigint> {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>(stack, "getTokenAccountsByOwner", [owner, { mint }, { encoding: "jsonParsed" }]);
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n);
}

/**
 * Funding for the demo app, receive-only (no card or exchange provider, so no sandbox to start): with funding
 * configured, an approval the balance cannot pay offers 'Add funds'. Runs before the funding plugin checks it.
 */
export const manualFunding: ServerPlugin = {
  id: "e2e_manual_funding",
  prepareSeeds: (seeds) =>
    seeds.map((seed) =>
      seed.id === "foyer-dev"
        ? {
            ...seed,
            funding_config: {
              methods: ["manual"],
              options: [],
              default_recommended_amount: "0.01",
              default_recommended_currency: { chain: "eip155:31337" },
              prompt_funding_on_wallet_creation: false,
              cross_chain_bridging_enabled: false,
            } as never,
          }
        : seed,
    ),
  setup: () => ({}),
};

export const usdc = (stack: Stack) => stack.chains?.evm.contracts.usdc as `0x${string}`;
export const chain = (stack: Stack) =>
  createPublicClient({ chain: foundry, transport: http(stack.chains?.evm.rpcUrl) });
/** The value of a row ('Network', 'Est. Fees', …) of an approval section or panel. */
export const rowOf = async (scope: Locator, label: string) =>
  (await scope.locator(`[data-foyer-row="${label}"] dd`).first().textContent())?.trim();

/** Signs in by email code with wallets created on login, then funds the new Ethereum wallet from anvil. */
export async function signInWithWallet(stack: Stack, page: Page, fund = true, query = ""): Promise<`0x${string}`> {
  const email = `tx-${Date.now()}@example.com`;
  await loginWithEmailCode(page, stack, email, `?wallets=all-users${query}`);
  // Once the post-login screens left, fund the new wallet from anvil's dev account 0.
  const address = await embeddedEthereumAddress(page);
  const funder = createWalletClient({
    account: devAccount(0),
    chain: foundry,
    transport: http(stack.chains?.evm.rpcUrl),
  });
  // Either 1 ETH, or (for the sponsored send) 5 USDC and no ETH at all.
  const hash = fund
    ? await funder.sendTransaction({ to: address, value: parseEther("1") })
    : await funder.writeContract({
        address: usdc(stack),
        abi: TestUSDC.abi,
        functionName: "mint",
        args: [address, 5_000_000n],
      });
  await chain(stack).waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return address;
}
