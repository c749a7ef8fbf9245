import { PRICE_CACHE_MS } from "../constants.ts";
import type { PriceAsset, PriceSource } from "./PriceSource.ts";

/** CoinGecko's public (keyless) API; a demo or pro key goes in `apiKey`. */
export const COINGECKO_API_URL = "https://api.coingecko.com/api/v3";

/** CoinGecko coin id of each chain's native currency (chains not listed pay gas in ETH). */
const NATIVE_COIN_IDS: Readonly<Record<number, string>> = {
  56: "binancecoin",
  97: "binancecoin",
  100: "xdai",
  137: "polygon-ecosystem-token",
  80002: "polygon-ecosystem-token",
  5000: "mantle",
  43114: "avalanche-2",
  43113: "avalanche-2",
  42220: "celo",
  44787: "celo",
};

/** CoinGecko asset-platform id of each mainnet (token prices by contract address); testnets have none. */
const PLATFORM_IDS: Readonly<Record<number, string>> = {
  1: "ethereum",
  10: "optimistic-ethereum",
  56: "binance-smart-chain",
  100: "xdai",
  130: "unichain",
  137: "polygon-pos",
  324: "zksync",
  5000: "mantle",
  8453: "base",
  42161: "arbitrum-one",
  42170: "arbitrum-nova",
  42220: "celo",
  43114: "avalanche",
  59144: "linea",
  81457: "blast",
  534352: "scroll",
  7777777: "zora-network",
};

export interface CoinGeckoPriceSourceOptions {
  /** Default COINGECKO_API_URL; tests point it at a local server speaking the same API. */
  baseUrl?: string;
  /** Sent as `x-cg-demo-api-key` (or `x-cg-pro-api-key` with `pro: true`); the public API works without. */
  apiKey?: string;
  pro?: boolean;
  fetch?: typeof fetch;
  cacheMs?: number;
  now?: () => number;
}

/**
 * A price source on CoinGecko's simple price API (`GET /simple/price?ids=…&vs_currencies=usd` for coins,
 * `GET /simple/token_price/{platform}?contract_addresses=…&vs_currencies=usd` for tokens). Prices are kept
 * `cacheMs` (default 60 s, CoinGecko's own update period) per instance; concurrent asks share one request.
 *
 * @example
 * const prices = createCoinGeckoPriceSource();
 * await prices.usdPrice({ kind: "native", chainId: 8453 }); // ETH in USD
 */
export function createCoinGeckoPriceSource(options: CoinGeckoPriceSourceOptions = {}): PriceSource {
  const baseUrl = (options.baseUrl ?? COINGECKO_API_URL).replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? PRICE_CACHE_MS;
  const cache = new Map<string, { at: number; value: Promise<number | null> }>();

  async function getJson(path: string, query: Record<string, string>): Promise<Record<string, { usd?: number }>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.apiKey) headers[options.pro ? "x-cg-pro-api-key" : "x-cg-demo-api-key"] = options.apiKey;
    const response = await doFetch(`${baseUrl}${path}?${new URLSearchParams(query)}`, { headers });
    if (!response.ok) throw new Error(`CoinGecko answered ${response.status}`);
    return (await response.json()) as Record<string, { usd?: number }>;
  }

  function cached(key: string, load: () => Promise<number | null>): Promise<number | null> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheMs) return hit.value;
    const value = load();
    cache.set(key, { at: now(), value });
    // A failure is not kept: the next ask tries again.
    value.catch(() => cache.delete(key));
    return value;
  }

  const coin = (id: string) =>
    cached(`coin:${id}`, async () => {
      const body = await getJson("/simple/price", { ids: id, vs_currencies: "usd" });
      return body[id]?.usd ?? null;
    });

  const token = (platform: string, address: string) =>
    cached(`token:${platform}:${address}`, async () => {
      const body = await getJson(`/simple/token_price/${platform}`, {
        contract_addresses: address,
        vs_currencies: "usd",
      });
      // CoinGecko keys the answer by the address as it stores it (lowercase for EVM).
      const entry = Object.entries(body).find(([key]) => key.toLowerCase() === address.toLowerCase());
      return entry?.[1].usd ?? null;
    });

  return {
    id: "coingecko",
    async usdPrice(asset: PriceAsset) {
      switch (asset.kind) {
        case "native":
          return coin(NATIVE_COIN_IDS[asset.chainId] ?? "ethereum");
        case "sol":
          return coin("solana");
        case "token": {
          const platform = PLATFORM_IDS[asset.chainId];
          return platform ? token(platform, asset.address.toLowerCase()) : null;
        }
        case "splToken":
          return token("solana", asset.mint);
      }
    },
  };
}
