import { createPublicClient, hashMessage, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TestNFT } from "./artifacts/TestNFT.ts";
import { TestSmartWallet } from "./artifacts/TestSmartWallet.ts";
import { TestUSDC } from "./artifacts/TestUSDC.ts";
import { deployContract } from "./deployContract.ts";
import { DEV_USDC_PER_ACCOUNT, deployDevContracts } from "./deployDevContracts.ts";
import { devAccount } from "./devAccounts.ts";
import { type Anvil, startAnvil } from "./startAnvil.ts";

let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil();
});
afterAll(() => anvil?.stop());

const client = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });

it("deploys USDC and the NFT, funds every dev account, at addresses fixed by the fresh chain", async () => {
  const { chainId, usdc, nft } = await deployDevContracts(anvil.rpcUrl);
  expect(chainId).toBe(31337);
  // Account 0's first two deployments on a fresh anvil.
  expect(usdc).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
  expect(nft).toBe("0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512");
  const c = client();
  const holder = devAccount(3).address;
  expect(await c.readContract({ address: usdc, abi: TestUSDC.abi, functionName: "balanceOf", args: [holder] })).toBe(
    DEV_USDC_PER_ACCOUNT,
  );
  expect(await c.readContract({ address: nft, abi: TestNFT.abi, functionName: "ownerOf", args: [4n] })).toBe(holder);
  expect(await c.readContract({ address: nft, abi: TestNFT.abi, functionName: "balanceOf", args: [holder] })).toBe(1n);
  expect(await c.readContract({ address: nft, abi: TestNFT.abi, functionName: "tokenURI", args: [4n] })).toBe(
    'data:application/json,{"name":"Foyer Test NFT #4"}',
  );
  expect(
    await c.readContract({ address: nft, abi: TestNFT.abi, functionName: "supportsInterface", args: ["0x80ac58cd"] }),
  ).toBe(true);
});

it("TestSmartWallet answers EIP-1271's magic value only for its owner's signature", async () => {
  const owner = devAccount(1);
  const stranger = devAccount(2);
  const wallet = await deployContract(anvil.rpcUrl, devAccount(0), TestSmartWallet, [owner.address]);
  const c = client();
  const message = "hello from a contract account";
  const check = async (signature: `0x${string}`) =>
    c.readContract({
      address: wallet,
      abi: TestSmartWallet.abi,
      functionName: "isValidSignature",
      args: [hashMessage(message), signature],
    });
  expect(await check(await owner.signMessage({ message }))).toBe("0x1626ba7e");
  expect(await check(await stranger.signMessage({ message }))).toBe("0xffffffff");
  expect(await check("0x1234")).toBe("0xffffffff");
  // viem's verifyMessage goes through EIP-1271 for a contract address.
  expect(await c.verifyMessage({ address: wallet, message, signature: await owner.signMessage({ message }) })).toBe(
    true,
  );
  expect(await c.verifyMessage({ address: wallet, message, signature: await stranger.signMessage({ message }) })).toBe(
    false,
  );
});
