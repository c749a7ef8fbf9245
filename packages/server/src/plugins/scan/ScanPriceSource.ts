import type { WireScanAsset } from "@foyer/core";

/**
 * Where USD prices come from (a stand-in for core's price-source registry until it lands): the price of one
 * whole unit of an asset on a chain, or null when unknown. Unknown prices leave `usd_price` null.
 */
export interface ScanPriceSource {
  usdPrice(chain: string, asset: WireScanAsset): Promise<number | null>;
}

/**
 * Prices from the app's `transaction_scanning.usd_prices` table: chain ("1", "solana:mainnet") → token
 * address (or "native") → USD. Enough for local chains and for pinning stablecoins.
 *
 * @example staticPriceSource({ "31337": { native: 3000 } })
 */
export function staticPriceSource(table: Record<string, Record<string, number>> = {}): ScanPriceSource {
  return {
    async usdPrice(chain, asset) {
      const prices = table[chain];
      if (!prices) return null;
      if (asset.type === "NATIVE") return prices.native ?? null;
      if (!asset.address) return null;
      return prices[asset.address] ?? prices[asset.address.toLowerCase()] ?? null;
    },
  };
}
