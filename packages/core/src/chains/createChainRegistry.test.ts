import { describe, expect, it } from "vitest";
import type { Chain } from "./Chain.ts";
import { createChainRegistry } from "./createChainRegistry.ts";

const chain = (id: number, urls: string[]): Chain =>
  ({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: urls } },
  }) as Chain;

describe("createChainRegistry", () => {
  it("resolves by the RPC priority: the host's per-chain URL over the chain's default", async () => {
    const chains = createChainRegistry({
      supportedChains: [chain(8453, ["https://public.example"])],
      rpcConfig: { rpcUrls: { 8453: "https://mine.example" } },
    });
    expect(await chains.rpcUrl(8453)).toBe("https://mine.example");
  });

  it("a chain with no RPC at all: 'Unable to load mainnet RPC' for Ethereum, a catalogue error for others", async () => {
    const chains = createChainRegistry({ supportedChains: [chain(1, []), chain(10, [])] });
    await expect(chains.rpcUrl(1)).rejects.toMatchObject({
      code: "not_supported",
      message: "Unable to load mainnet RPC",
    });
    await expect(chains.rpcUrl(10)).rejects.toMatchObject({ code: "not_supported", details: { chainId: 10 } });
    await expect(chains.rpcUrl(5)).rejects.toMatchObject({ code: "unsupported_chain_id" });
  });
});
