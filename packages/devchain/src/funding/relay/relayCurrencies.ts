import { getAddressDecoder } from "@solana/kit";
import type { Address } from "viem";
import type { CreditAsset, CreditTarget, SandboxEvmChain } from "../createChainCreditor.ts";
import { SANDBOX_USD_PRICES } from "../sandboxMarket.ts";

/** Relay's chain id for Solana; the sandbox's LiteSVM answers to it. */
export const RELAY_SOLANA_CHAIN_ID = 792703809;
/** Relay's currency ids for native coins: the zero address on EVM chains, the System Program on Solana. */
export const RELAY_EVM_NATIVE = "0x0000000000000000000000000000000000000000";
export const RELAY_SOL_NATIVE = "11111111111111111111111111111111";

/** One currency the local relayer bridges. */
export interface RelayCurrency {
  chainId: number;
  /** Relay's id of the currency on its chain (token address, mint, or the native id). */
  address: string;
  symbol: "ETH" | "SOL" | "USDC";
  name: string;
  decimals: number;
  /** Where the chain creditor pays it out. */
  target: CreditTarget;
  asset: CreditAsset;
  usdPrice: number;
}

export interface RelayWorld {
  evm: SandboxEvmChain[];
  solana: { rpcUrl: string; usdcMint: string };
}

/** The currency `address` on `chainId`, or null when the local relayer does not bridge it. */
export function relayCurrency(world: RelayWorld, chainId: number, address: string): RelayCurrency | null {
  if (chainId === RELAY_SOLANA_CHAIN_ID) {
    if (address === RELAY_SOL_NATIVE) {
      return {
        chainId,
        address,
        symbol: "SOL",
        name: "Solana",
        decimals: 9,
        target: { kind: "solana" },
        asset: "native",
        usdPrice: SANDBOX_USD_PRICES.SOL ?? 0,
      };
    }
    if (address === world.solana.usdcMint) {
      return {
        chainId,
        address,
        symbol: "USDC",
        name: "USD Coin",
        decimals: 6,
        target: { kind: "solana" },
        asset: "USDC",
        usdPrice: 1,
      };
    }
    return null;
  }
  const chain = world.evm.find((candidate) => candidate.chainId === chainId);
  if (!chain) return null;
  const target = { kind: "evm", chainId } as const;
  if (address.toLowerCase() === RELAY_EVM_NATIVE) {
    return {
      chainId,
      address: RELAY_EVM_NATIVE,
      symbol: "ETH",
      name: "Ether",
      decimals: 18,
      target,
      asset: "native",
      usdPrice: SANDBOX_USD_PRICES.ETH ?? 0,
    };
  }
  if (address.toLowerCase() === chain.usdc.toLowerCase()) {
    return {
      chainId,
      address: chain.usdc,
      symbol: "USDC",
      name: "USD Coin",
      decimals: 6,
      target,
      asset: "USDC",
      usdPrice: 1,
    };
  }
  return null;
}

export const isEvmAddress = (value: unknown): value is Address =>
  typeof value === "string" && /^0x[0-9a-fA-F]{40}$/.test(value);
export const isSolanaAddress = (value: unknown): value is string =>
  typeof value === "string" && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value);

/** The Solana account a request id stands for: appended read-only to the deposit instruction (Solana Pay's "reference"). */
export function referenceOf(requestId: string): string {
  return getAddressDecoder().decode(Buffer.from(requestId.slice(2), "hex"));
}
