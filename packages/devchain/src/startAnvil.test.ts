import { createPublicClient, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { IdRegistry } from "./artifacts/IdRegistry.ts";
import { TestUSDC } from "./artifacts/TestUSDC.ts";
import { deployContract } from "./deployContract.ts";
import { devAccount } from "./devAccounts.ts";
import { registerFid } from "./registerFid.ts";
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

it("deploys the IdRegistry stand-in and registers an fid to a custody address", async () => {
  const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
  const registry = await deployContract(anvil.rpcUrl, devAccount(0), IdRegistry);
  const custodyOf = (fid: bigint) =>
    client.readContract({ address: registry, abi: IdRegistry.abi, functionName: "custodyOf", args: [fid] });
  expect(await custodyOf(42n)).toBe("0x0000000000000000000000000000000000000000");
  await registerFid(anvil.rpcUrl, registry, devAccount(0), 42n, devAccount(3).address);
  expect(await custodyOf(42n)).toBe(devAccount(3).address);
});
