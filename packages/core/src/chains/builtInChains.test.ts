import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { blockExplorerUrl } from "./blockExplorerUrl.ts";
import { loadBuiltInChain, loadBuiltInChains } from "./loadBuiltInChains.ts";
import { USDC_ADDRESSES } from "./usdcAddresses.ts";

describe("built-in chains", () => {
  it("holds about 30 chains with unique ids, mainnets and testnets", async () => {
    const chains = await loadBuiltInChains();
    expect(chains.length).toBeGreaterThanOrEqual(28);
    expect(new Set(chains.map((chain) => chain.id)).size).toBe(chains.length);
    expect(chains.filter((chain) => chain.testnet).length).toBeGreaterThanOrEqual(10);
    expect(chains.filter((chain) => !chain.testnet).length).toBeGreaterThanOrEqual(10);
  });

  it("includes every chain spec 000 §9 names", async () => {
    const ids = (await loadBuiltInChains()).map((chain) => chain.id);
    // Ethereum, Sepolia, Base, Optimism, OP Sepolia, Arbitrum, Polygon, Avalanche, Celo, Linea, Zora, BSC.
    for (const id of [1, 11155111, 8453, 10, 11155420, 42161, 137, 43114, 42220, 59144, 7777777, 56]) {
      expect(ids).toContain(id);
    }
  });

  it("gives each chain a name, a native currency, an HTTP RPC URL and an explorer link", async () => {
    for (const chain of await loadBuiltInChains()) {
      expect(chain.name.length).toBeGreaterThan(0);
      expect(chain.nativeCurrency.decimals).toBe(18);
      expect(chain.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
      expect(blockExplorerUrl(chain)).toMatch(/^https:\/\//);
    }
  });

  it("loads one chain by id", async () => {
    expect((await loadBuiltInChain(8453))?.name).toBe("Base");
    expect(await loadBuiltInChain(31337)).toBeUndefined();
  });

  it("maps USDC only to built-in chains, as valid EIP-55 checksummed addresses (a typo breaks the checksum)", async () => {
    const ids = (await loadBuiltInChains()).map((chain) => chain.id);
    for (const [id, address] of Object.entries(USDC_ADDRESSES)) {
      expect(ids).toContain(Number(id));
      expect(getAddress(address)).toBe(address);
    }
  });
});
