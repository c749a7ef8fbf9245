import { type CoinGeckoPriceSourceOptions, createCoinGeckoPriceSource } from "./createCoinGeckoPriceSource.ts";
import { createLocalPriceSource } from "./createLocalPriceSource.ts";
import type { PriceSource } from "./PriceSource.ts";

/**
 * Every price provider Foyer ships, by id: one file each, one line here. A host picks one with
 * `createPriceSource("coingecko", { apiKey })`, or passes any object implementing PriceSource.
 */
export const PRICE_SOURCES = {
  coingecko: (options: CoinGeckoPriceSourceOptions = {}) => createCoinGeckoPriceSource(options),
  local: (options: { prices?: Record<string, number> } = {}) => createLocalPriceSource(options),
} satisfies Record<string, (options?: never) => PriceSource>;

export type PriceSourceId = keyof typeof PRICE_SOURCES;

/**
 * @example
 * const prices = createPriceSource("local");
 */
export function createPriceSource<I extends PriceSourceId>(
  id: I,
  options?: Parameters<(typeof PRICE_SOURCES)[I]>[0],
): PriceSource {
  return (PRICE_SOURCES[id] as (o?: unknown) => PriceSource)(options);
}
