/**
 * Which chain and asset each card provider sells (spec 001 §5 "Coinbase onramp chains", "Moonpay chains"; §9
 * "Moonpay currency codes", "Coinbase networks ... assets"). A destination is an EVM chain id or "solana".
 * In the contract folder because the funding endpoints accept exactly these names (contract/funding.ts); the
 * provider files (providers/funding/) pick from them.
 */

/** The funded asset: the chain's native currency or USDC (wire FundingAsset). */
type OnrampAsset = "native" | "USDC";
export type OnrampDestination = number | "solana";

/** Coinbase Onramp network names per EVM chain id (spec 001 §9). */
export const COINBASE_ONRAMP_NETWORKS: Readonly<Record<number, string>> = {
  1: "ethereum",
  8453: "base",
  10: "optimism",
  137: "polygon",
  42161: "arbitrum",
  43114: "avacchain",
};
export const COINBASE_SOLANA_NETWORK = "solana";

/** The assets Foyer asks Coinbase Onramp for (spec 001 §9). */
export const COINBASE_ONRAMP_ASSETS = ["USDC", "POL", "ETH", "SOL"] as const;
export type CoinbaseOnrampAsset = (typeof COINBASE_ONRAMP_ASSETS)[number];

/** Each network's native asset among COINBASE_ONRAMP_ASSETS; Avalanche's AVAX is not offered, only its USDC. */
const COINBASE_NATIVE_ASSET: Readonly<Record<string, CoinbaseOnrampAsset>> = {
  ethereum: "ETH",
  base: "ETH",
  optimism: "ETH",
  arbitrum: "ETH",
  polygon: "POL",
  solana: "SOL",
};

/** The network and asset Coinbase Onramp sells for a destination, or null when it sells none there. */
export function coinbaseOnrampTarget(
  destination: OnrampDestination,
  asset: OnrampAsset,
): { network: string; asset: CoinbaseOnrampAsset } | null {
  const network = destination === "solana" ? COINBASE_SOLANA_NETWORK : COINBASE_ONRAMP_NETWORKS[destination];
  if (!network) return null;
  if (asset === "USDC") return { network, asset: "USDC" };
  const native = COINBASE_NATIVE_ASSET[network];
  return native ? { network, asset: native } : null;
}

/**
 * MoonPay currency codes per destination (spec 001 §9: ETH, USDC, AVAX, MATIC, CELO per chain), in MoonPay's
 * own spelling: the bare code on the currency's home chain, `<code>_<network>` elsewhere.
 */
export const MOONPAY_CURRENCY_CODES: Readonly<Record<string, { native: string; USDC: string }>> = {
  "1": { native: "ETH", USDC: "USDC" },
  "42161": { native: "ETH_ARBITRUM", USDC: "USDC_ARBITRUM" },
  "8453": { native: "ETH_BASE", USDC: "USDC_BASE" },
  "137": { native: "MATIC_POLYGON", USDC: "USDC_POLYGON" },
  "43114": { native: "AVAX_CCHAIN", USDC: "USDC_CCHAIN" },
  "42220": { native: "CELO", USDC: "USDC_CELO" },
  solana: { native: "SOL", USDC: "USDC_SOL" },
};

/** The MoonPay currency code for a destination and asset, or null when MoonPay sells none there. */
export function moonpayCurrencyCode(destination: OnrampDestination, asset: OnrampAsset): string | null {
  const codes = MOONPAY_CURRENCY_CODES[String(destination)];
  if (!codes) return null;
  return asset === "USDC" ? codes.USDC : codes.native;
}

/** Every MoonPay code Foyer uses, for validating what a client sends. */
export const MOONPAY_CURRENCY_CODE_LIST: readonly string[] = Object.values(MOONPAY_CURRENCY_CODES).flatMap((codes) => [
  codes.native,
  codes.USDC,
]);

/** Every Coinbase network name Foyer uses, for validating what a client sends. */
export const COINBASE_NETWORK_LIST: readonly string[] = [
  ...Object.values(COINBASE_ONRAMP_NETWORKS),
  COINBASE_SOLANA_NETWORK,
];
