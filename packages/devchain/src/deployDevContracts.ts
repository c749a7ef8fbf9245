import { type Address, createPublicClient, createWalletClient, http } from "viem";
import { foundry } from "viem/chains";
import { TestNFT } from "./artifacts/TestNFT.ts";
import { TestUSDC } from "./artifacts/TestUSDC.ts";
import { deployContract } from "./deployContract.ts";
import { devAccount } from "./devAccounts.ts";

/** Test USDC minted to each dev account at deployment: 10 000 USDC (6 decimals). */
export const DEV_USDC_PER_ACCOUNT = 10_000n * 10n ** 6n;
/** How many dev accounts (from index 0) get USDC and one NFT. */
export const DEV_FUNDED_ACCOUNTS = 10;

export interface DevContracts {
  chainId: number;
  usdc: Address;
  nft: Address;
}

/**
 * Deploys the demo's contracts on a fresh local chain from dev account 0: TestUSDC (6 decimals; 10 000 minted
 * to each of the ten dev accounts) and TestNFT (token n+1 minted to dev account n). On a fresh anvil the
 * addresses are always the same, because they follow from account 0's nonce.
 *
 * @example
 * const anvil = await startAnvil();
 * const { usdc, nft } = await deployDevContracts(anvil.rpcUrl);
 */
export async function deployDevContracts(rpcUrl: string): Promise<DevContracts> {
  const deployer = devAccount(0);
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  const chainId = await publicClient.getChainId();
  const chain = { ...foundry, id: chainId };
  const usdc = await deployContract(rpcUrl, deployer, TestUSDC, [], chain);
  const nft = await deployContract(rpcUrl, deployer, TestNFT, [], chain);

  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) });
  // Sent back to back with explicit nonces (no wait per transaction), then awaited together.
  let nonce = await publicClient.getTransactionCount({ address: deployer.address, blockTag: "pending" });
  const hashes: `0x${string}`[] = [];
  for (let i = 0; i < DEV_FUNDED_ACCOUNTS; i++) {
    const holder = devAccount(i).address;
    hashes.push(
      await wallet.writeContract({
        address: usdc,
        abi: TestUSDC.abi,
        functionName: "mint",
        args: [holder, DEV_USDC_PER_ACCOUNT],
        nonce: nonce++,
      }),
    );
    hashes.push(
      await wallet.writeContract({
        address: nft,
        abi: TestNFT.abi,
        functionName: "mint",
        args: [holder],
        nonce: nonce++,
      }),
    );
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== "success") throw new Error(`dev contract setup transaction ${hash} reverted`);
  }
  return { chainId, usdc, nft };
}
