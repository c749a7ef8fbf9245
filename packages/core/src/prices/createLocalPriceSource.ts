import type { PriceAsset, PriceSource } from "./PriceSource.ts";

/** The stand-in's prices by symbol (USD), round numbers so the demo's figures are easy to check. */
export const LOCAL_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  SOL: 150,
  USDC: 1,
  USDT: 1,
  POL: 0.5,
  AVAX: 30,
  BNB: 600,
  CELO: 0.7,
};

/**
 * The development stand-in for a price API: fixed USD prices by symbol, no network (the demo and the tests run
 * offline). Unknown symbols have no price, so the screens show token amounts only, as with a real source.
 *
 * @example
 * const prices = createLocalPriceSource({ prices: { ETH: 2500 } });
 */
export function createLocalPriceSource(options: { prices?: Record<string, number> } = {}): PriceSource {
  const prices = { ...LOCAL_PRICES, ...options.prices };
  return {
    id: "local",
    async usdPrice(asset: PriceAsset) {
      const symbol = asset.kind === "sol" ? "SOL" : (asset.symbol ?? (asset.kind === "native" ? "ETH" : undefined));
      return symbol === undefined ? null : (prices[symbol.toUpperCase()] ?? null);
    },
  };
}
