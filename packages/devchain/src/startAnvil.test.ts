import { createPublicClient, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TestUSDC } from "./artifacts/TestUSDC.ts";
import { deployContract } from "./deployContract.ts";
import { devAccount } from "./devAccounts.ts";
import { type Anvil, startAnvil } from "./startAnvil.ts";

let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil();
});
afterAll(() => anvil?.stop());

it("runs a fresh chain with the funded dev accounts and deploys the precompiled USDC", async () => {
  const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
  expect(await client.getChainId()).toBe(31337);
  expect(await client.getBalance({ address: devAccount(0).address })).toBeGreaterThan(0n);

  const usdc = await deployContract(anvil.rpcUrl, devAccount(0), TestUSDC);
  expect(await client.readContract({ address: usdc, abi: TestUSDC.abi, functionName: "decimals" })).toBe(6);
  expect(await client.readContract({ address: usdc, abi: TestUSDC.abi, functionName: "symbol" })).toBe("USDC");
});
