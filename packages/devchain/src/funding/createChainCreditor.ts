import { address, lamports } from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import { type Address, createPublicClient, createWalletClient, http, parseUnits } from "viem";
import { foundry } from "viem/chains";
import { TestUSDC } from "../artifacts/TestUSDC.ts";
import { devAccount } from "../devAccounts.ts";
import { sendSolanaInstructions } from "./sendSolanaInstructions.ts";
import { mintSolanaUsdc, SOLANA_USDC_DECIMALS, sandboxSolanaKeys } from "./solanaUsdc.ts";

/** A local EVM chain of the sandbox: its RPC and its TestUSDC. */
export interface SandboxEvmChain {
  chainId: number;
  rpcUrl: string;
  usdc: Address;
}

/** Where a credit lands: an EVM chain of the sandbox by id, or the local Solana chain. */
export type CreditTarget = { kind: "evm"; chainId: number } | { kind: "solana" };
export type CreditAsset = "native" | "USDC";

/** The dev account whose ETH the sandbox hands out (the last of anvil's ten, away from the tests' ones). */
export const SANDBOX_EVM_TREASURY_INDEX = 9;

export interface ChainCreditor {
  /** Sends `amount` (a decimal string in the asset's unit) to `to`; answers the transaction hash or signature. */
  credit(input: { target: CreditTarget; asset: CreditAsset; to: string; amount: string }): Promise<string>;
}

/**
 * Pays out real funds on the local chains, as a provider's purchase would: ETH from a funded dev account
 * and freshly minted TestUSDC on anvil, SOL from the sandbox treasury and minted USDC on LiteSVM. Credits
 * to one chain are sent one after another (a nonce is never used twice) and awaited until they landed.
 */
export function createChainCreditor(chains: { evm: SandboxEvmChain[]; solanaRpcUrl: string }): ChainCreditor {
  const queues = new Map<string, Promise<unknown>>();
  const serial = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
    queues.set(
      key,
      run.catch(() => undefined),
    );
    return run;
  };
  const treasury = devAccount(SANDBOX_EVM_TREASURY_INDEX);

  async function creditEvm(chain: SandboxEvmChain, asset: CreditAsset, to: Address, amount: string): Promise<string> {
    const viemChain = { ...foundry, id: chain.chainId };
    const wallet = createWalletClient({ account: treasury, chain: viemChain, transport: http(chain.rpcUrl) });
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
    const hash =
      asset === "native"
        ? await wallet.sendTransaction({ to, value: parseUnits(amount, 18) })
        : await wallet.writeContract({
            address: chain.usdc,
            abi: TestUSDC.abi,
            functionName: "mint",
            args: [to, parseUnits(amount, 6)],
          });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== "success") throw new Error(`credit ${hash} reverted`);
    return hash;
  }

  async function creditSolana(asset: CreditAsset, to: string, amount: string): Promise<string> {
    if (asset === "USDC") return mintSolanaUsdc(chains.solanaRpcUrl, to, parseUnits(amount, SOLANA_USDC_DECIMALS));
    const payer = await sandboxSolanaKeys.treasury();
    return sendSolanaInstructions(chains.solanaRpcUrl, payer, [
      getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports(parseUnits(amount, 9)) }),
    ]);
  }

  return {
    credit({ target, asset, to, amount }) {
      if (target.kind === "solana") return serial("solana", () => creditSolana(asset, to, amount));
      const chain = chains.evm.find((candidate) => candidate.chainId === target.chainId);
      if (!chain) return Promise.reject(new Error(`no local chain ${target.chainId}`));
      return serial(`evm:${chain.chainId}`, () => creditEvm(chain, asset, to as Address, amount));
    },
  };
}
