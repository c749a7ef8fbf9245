import {
  type Abi,
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
} from "viem";
import { foundry } from "viem/chains";

export interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

/** Deploys a precompiled artifact and waits for the receipt; returns the (checksummed) contract address. */
export async function deployContract(
  rpcUrl: string,
  account: Account,
  artifact: Artifact,
  args: readonly unknown[] = [],
  chain: Chain = foundry,
): Promise<Hex> {
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
  const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args } as never);
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error(`deployment ${hash} created no contract`);
  return getAddress(receipt.contractAddress);
}
