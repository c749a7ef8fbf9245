import { type Account, createPublicClient, createWalletClient, type Hex, http } from "viem";
import { foundry } from "viem/chains";
import { IdRegistry } from "./artifacts/IdRegistry.ts";

/**
 * Sets `custodyOf(fid)` on a dev IdRegistry (see src/contracts/IdRegistry.sol) and waits for the receipt.
 * `sender` pays the gas: any funded dev account.
 */
export async function registerFid(
  rpcUrl: string,
  registry: Hex,
  sender: Account,
  fid: bigint,
  custody: Hex,
): Promise<void> {
  const wallet = createWalletClient({ account: sender, chain: foundry, transport: http(rpcUrl) });
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  const hash = await wallet.writeContract({
    address: registry,
    abi: IdRegistry.abi,
    functionName: "register",
    args: [fid, custody],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success") throw new Error(`register(${fid}) reverted: ${hash}`);
}
