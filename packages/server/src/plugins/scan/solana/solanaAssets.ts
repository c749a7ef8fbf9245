import { SOLANA_CLUSTERS, SOLANA_DECIMALS, type WireScanAsset } from "@foyer/core";

/** SOL as an asset. */
export const SOL_ASSET: WireScanAsset = {
  type: "NATIVE",
  address: null,
  name: "Solana",
  symbol: "SOL",
  logo_url: null,
  decimals: SOLANA_DECIMALS,
};

/** Mints Foyer knows by name (spec 001 §3 token table: USDC; USDT on mainnet). */
const KNOWN_MINTS: Record<string, { name: string; symbol: string }> = {
  ...Object.fromEntries(
    Object.values(SOLANA_CLUSTERS)
      .filter((cluster) => cluster.usdcMint)
      .map((cluster) => [cluster.usdcMint as string, { name: "USD Coin", symbol: "USDC" }]),
  ),
  Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: { name: "Tether USD", symbol: "USDT" },
};

/** An SPL token as an asset: known mints by name, others by address only (on-chain metadata is not read). */
export function splAsset(mint: string, decimals: number): WireScanAsset {
  const known = KNOWN_MINTS[mint];
  return {
    type: "SPL",
    address: mint,
    name: known?.name ?? null,
    symbol: known?.symbol ?? null,
    logo_url: null,
    decimals,
  };
}
