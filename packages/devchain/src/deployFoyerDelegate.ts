import { type Address, createPublicClient, getContractAddress, http } from "viem";
import { foundry } from "viem/chains";
import { FoyerDelegate } from "./artifacts/FoyerDelegate.ts";
import { deployContract } from "./deployContract.ts";
import { devAccount } from "./devAccounts.ts";

/** Dev account that deploys FoyerDelegate (its first transaction, so the address never changes). */
export const DEV_DELEGATE_DEPLOYER = 8;
/** Dev account the local sponsorship relayer pays gas from. */
export const DEV_RELAYER = 9;

/** Where FoyerDelegate lives on every fresh dev chain: dev account 8's first deployment. */
export function devDelegateAddress(): Address {
  return getContractAddress({ from: devAccount(DEV_DELEGATE_DEPLOYER).address, nonce: 0n });
}

/**
 * Deploys FoyerDelegate (the EIP-7702 delegate of embedded wallets: atomic batches and sponsored relays) from
 * dev account 8, once: on a chain that already has it, answers its address.
 *
 * @example
 * const delegate = await deployFoyerDelegate(anvil.rpcUrl); // === devDelegateAddress()
 */
export async function deployFoyerDelegate(rpcUrl: string): Promise<Address> {
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  const expected = devDelegateAddress();
  if (await client.getCode({ address: expected })) return expected;
  const chain = { ...foundry, id: await client.getChainId() };
  const address = await deployContract(rpcUrl, devAccount(DEV_DELEGATE_DEPLOYER), FoyerDelegate, [], chain);
  if (address !== expected)
    throw new Error(`FoyerDelegate landed at ${address}, not ${expected}: dev account 8 was used before`);
  return address;
}
