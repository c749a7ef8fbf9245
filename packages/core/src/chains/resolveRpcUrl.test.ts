import { describe, expect, it } from "vitest";
import type { Chain } from "./Chain.ts";
import { resolveRpcUrl } from "./resolveRpcUrl.ts";

function chain(rpcUrls: Record<string, string>): Chain {
  return {
    id: 8453,
    name: "Base",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: {
      default: { http: [rpcUrls.default ?? "https://default.example"] },
      ...Object.fromEntries(
        Object.entries(rpcUrls)
          .filter(([group]) => group !== "default")
          .map(([group, url]) => [group, { http: [url] }]),
      ),
    },
  };
}

const configured = { rpcUrls: { 8453: "https://configured.example" } };

describe("resolveRpcUrl (spec 000 §7 priority)", () => {
  it("1. a wallet override beats everything", () => {
    const c = chain({ foyerWalletOverride: "https://override.example", foyer: "https://rpc.foyer.example" });
    expect(resolveRpcUrl(c, { rpcConfig: configured, appId: "app" })).toBe("https://override.example");
  });

  it("2. then the host's per-chain URL", () => {
    const c = chain({ foyer: "https://rpc.foyer.example", public: "https://public.example" });
    expect(resolveRpcUrl(c, { rpcConfig: configured, appId: "app" })).toBe("https://configured.example");
    // Another chain's entry does not count.
    expect(resolveRpcUrl(c, { rpcConfig: { rpcUrls: { 1: "https://mainnet.example" } } })).toBe(
      "https://public.example",
    );
  });

  it("3. then the Foyer-hosted URL with the app id in the query", () => {
    const c = chain({ foyer: "https://rpc.foyer.example/base?x=1", public: "https://public.example" });
    expect(resolveRpcUrl(c, { appId: "my app" })).toBe("https://rpc.foyer.example/base?x=1&foyerAppId=my+app");
    // Without an app id the hosted URL cannot be used.
    expect(resolveRpcUrl(c)).toBe("https://public.example");
  });

  it("4. then public, then default", () => {
    expect(resolveRpcUrl(chain({ public: "https://public.example" }))).toBe("https://public.example");
    expect(resolveRpcUrl(chain({}))).toBe("https://default.example");
  });

  it("throws for a chain without any URL", () => {
    const empty = { ...chain({}), rpcUrls: { default: { http: [] } } };
    expect(() => resolveRpcUrl(empty)).toThrow("has no RPC URL");
  });
});
