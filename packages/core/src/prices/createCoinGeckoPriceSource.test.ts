import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCoinGeckoPriceSource } from "./createCoinGeckoPriceSource.ts";
import { createLocalPriceSource } from "./createLocalPriceSource.ts";
import { fetchUsdPrice } from "./fetchUsdPrice.ts";
import { createPriceSource } from "./priceSources.ts";

/**
 * A local server speaking CoinGecko's simple price API as documented (docs.coingecko.com, "simple/price" and
 * "simple/token_price/{id}"): answers keyed by coin id / lowercase contract address, `{ usd: number }` each,
 * an empty object for unknown ids, 429 when told to throttle.
 */
let server: Server;
let baseUrl: string;
const seen: { path: string; query: Record<string, string>; key: string | undefined }[] = [];
let throttle = false;
const COINS: Record<string, number> = { ethereum: 3123.45, solana: 151.2, "polygon-ecosystem-token": 0.41 };
const TOKENS: Record<string, Record<string, number>> = {
  base: { "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913": 0.9998 },
  solana: { EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: 1.0001 },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const query = Object.fromEntries(url.searchParams);
    const key = req.headers["x-cg-demo-api-key"];
    seen.push({ path: url.pathname, query, key: typeof key === "string" ? key : undefined });
    res.setHeader("content-type", "application/json");
    if (throttle) {
      res.statusCode = 429;
      return res.end(JSON.stringify({ status: { error_code: 429, error_message: "rate limited" } }));
    }
    if (url.pathname === "/api/v3/simple/price") {
      const body: Record<string, { usd: number }> = {};
      for (const id of (query.ids ?? "").split(",")) if (COINS[id] !== undefined) body[id] = { usd: COINS[id] };
      return res.end(JSON.stringify(body));
    }
    const platform = url.pathname.match(/^\/api\/v3\/simple\/token_price\/([\w-]+)$/)?.[1];
    if (platform) {
      const body: Record<string, { usd: number }> = {};
      for (const address of (query.contract_addresses ?? "").split(",")) {
        const price = TOKENS[platform]?.[address];
        if (price !== undefined) body[address] = { usd: price };
      }
      return res.end(JSON.stringify(body));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: "Not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("CoinGecko price source against a server speaking its API", () => {
  it("reads native coin prices per chain and SOL, with the vs currency in USD", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl });
    expect(await prices.usdPrice({ kind: "native", chainId: 8453 })).toBe(3123.45);
    expect(await prices.usdPrice({ kind: "native", chainId: 137 })).toBe(0.41);
    expect(await prices.usdPrice({ kind: "sol" })).toBe(151.2);
    expect(seen.at(-1)?.query).toEqual({ ids: "solana", vs_currencies: "usd" });
  });

  it("reads token prices by platform and lowercase contract address; SPL tokens by mint", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl });
    const usdc = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
    expect(await prices.usdPrice({ kind: "token", chainId: 8453, address: usdc })).toBe(0.9998);
    expect(seen.at(-1)?.path).toBe("/api/v3/simple/token_price/base");
    expect(seen.at(-1)?.query.contract_addresses).toBe(usdc.toLowerCase());
    expect(await prices.usdPrice({ kind: "splToken", mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" })).toBe(
      1.0001,
    );
    // A testnet has no platform: no request, no price.
    const before = seen.length;
    expect(await prices.usdPrice({ kind: "token", chainId: 11155111, address: usdc })).toBeNull();
    expect(seen.length).toBe(before);
  });

  it("keeps prices for the cache period and sends the demo key header", async () => {
    let t = 0;
    const prices = createCoinGeckoPriceSource({ baseUrl, apiKey: "CG-demo", now: () => t, cacheMs: 1000 });
    const before = seen.length;
    await prices.usdPrice({ kind: "native", chainId: 1 });
    await prices.usdPrice({ kind: "native", chainId: 10 });
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)?.key).toBe("CG-demo");
    t = 1001;
    await prices.usdPrice({ kind: "native", chainId: 1 });
    expect(seen.length).toBe(before + 2);
  });

  it("turns a throttled or failed answer into the spec's messages, and tries again afterwards", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl });
    throttle = true;
    expect(await fetchUsdPrice(prices, { kind: "sol" })).toEqual({ ok: false, message: "Unable to fetch SOL price" });
    expect(await fetchUsdPrice(prices, { kind: "native", chainId: 42161 })).toEqual({
      ok: false,
      message: "Unable to fetch token price on chain id 42161",
    });
    throttle = false;
    expect(await fetchUsdPrice(prices, { kind: "sol" })).toEqual({ ok: true, usd: 151.2 });
  });

  it("answers the message for an unknown token, and for no source at all", async () => {
    const prices = createCoinGeckoPriceSource({ baseUrl });
    const unknown = { kind: "token", chainId: 1, address: "0x0000000000000000000000000000000000000001" } as const;
    expect(await fetchUsdPrice(prices, unknown)).toEqual({
      ok: false,
      message: "Unable to fetch token price on chain id 1",
    });
    expect((await fetchUsdPrice(null, { kind: "sol" })).ok).toBe(false);
  });
});

describe("local price source and the registry", () => {
  it("prices by symbol offline, native ETH by default, nothing for unknown symbols", async () => {
    const prices = createLocalPriceSource({ prices: { ETH: 2500 } });
    expect(await prices.usdPrice({ kind: "native", chainId: 31337 })).toBe(2500);
    expect(await prices.usdPrice({ kind: "token", chainId: 31337, address: "0x1", symbol: "usdc" })).toBe(1);
    expect(await prices.usdPrice({ kind: "sol" })).toBe(150);
    expect(await prices.usdPrice({ kind: "token", chainId: 1, address: "0x1", symbol: "NOPE" })).toBeNull();
  });

  it("builds each provider by id", async () => {
    expect(createPriceSource("local").id).toBe("local");
    expect(createPriceSource("coingecko", { baseUrl }).id).toBe("coingecko");
    expect(await createPriceSource("coingecko", { baseUrl }).usdPrice({ kind: "sol" })).toBe(151.2);
  });
});
