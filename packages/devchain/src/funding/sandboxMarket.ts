import type { CreditAsset, CreditTarget } from "./createChainCreditor.ts";

/**
 * The sandbox's market: fixed USD prices of what it sells, each provider's purchase limit, and which local
 * chain stands for which provider network. Prices are made up; they only need to be stable.
 */
export const SANDBOX_USD_PRICES: Readonly<Record<string, number>> = { ETH: 3000, SOL: 150, USDC: 1, POL: 0.5 };

/** Largest purchase per provider, in USD: Coinbase's guest checkout limit, and a MoonPay-like one. */
export const SANDBOX_LIMITS_USD = { coinbase: 500, moonpay: 10_000 } as const;

/** The chain id of the sandbox's second anvil, the other side of local bridges. */
export const SECOND_EVM_CHAIN_ID = 31338;

/** Local chain id -> the production chain it stands for (served to clients as `chain_aliases`). */
export function sandboxChainAliases(mainChainId: number): Record<string, number> {
  return { [String(mainChainId)]: 1, [String(SECOND_EVM_CHAIN_ID)]: 8453 };
}

export interface SandboxListing {
  target: CreditTarget;
  asset: CreditAsset;
  symbol: string;
}

/** What a Coinbase network name and asset buy in the sandbox, or null when the sandbox sells none. */
export function coinbaseListing(network: string, asset: string, mainChainId: number): SandboxListing | null {
  const target: CreditTarget | null =
    network === "ethereum"
      ? { kind: "evm", chainId: mainChainId }
      : network === "base"
        ? { kind: "evm", chainId: SECOND_EVM_CHAIN_ID }
        : network === "solana"
          ? { kind: "solana" }
          : null;
  if (!target) return null;
  if (asset === "USDC") return { target, asset: "USDC", symbol: "USDC" };
  const native = target.kind === "solana" ? "SOL" : "ETH";
  return asset === native ? { target, asset: "native", symbol: native } : null;
}

/** What a MoonPay currency code buys in the sandbox (codes are case-insensitive), or null. */
export function moonpayListing(code: string, mainChainId: number): SandboxListing | null {
  const main = { kind: "evm", chainId: mainChainId } as const;
  const second = { kind: "evm", chainId: SECOND_EVM_CHAIN_ID } as const;
  const listings: Record<string, SandboxListing> = {
    eth: { target: main, asset: "native", symbol: "ETH" },
    usdc: { target: main, asset: "USDC", symbol: "USDC" },
    eth_base: { target: second, asset: "native", symbol: "ETH" },
    usdc_base: { target: second, asset: "USDC", symbol: "USDC" },
    sol: { target: { kind: "solana" }, asset: "native", symbol: "SOL" },
    usdc_sol: { target: { kind: "solana" }, asset: "USDC", symbol: "USDC" },
  };
  return listings[code.toLowerCase()] ?? null;
}
