import { describe, expect, it } from "vitest";
import { blockExplorerUrl, DEFAULT_BLOCK_EXPLORER_URL } from "./blockExplorerUrl.ts";
import { SHOWN_SOLANA_CLUSTERS, SOLANA_CLUSTERS, solanaClusterOf, solanaExplorerUrl } from "./solanaClusters.ts";

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("blockExplorerUrl", () => {
  it("links to the chain's own explorer, without a doubled slash", () => {
    const chain = { blockExplorers: { default: { name: "Mantlescan", url: "https://mantlescan.xyz/" } } };
    expect(blockExplorerUrl(chain)).toBe("https://mantlescan.xyz");
    expect(blockExplorerUrl(chain, { address })).toBe(`https://mantlescan.xyz/address/${address}`);
    expect(blockExplorerUrl(chain, { transaction: "0xabc" })).toBe("https://mantlescan.xyz/tx/0xabc");
  });

  it("falls back to the default Ethereum explorer when the chain has none", () => {
    expect(blockExplorerUrl({}, { transaction: "0xabc" })).toBe(`${DEFAULT_BLOCK_EXPLORER_URL}/tx/0xabc`);
  });
});

describe("Solana clusters", () => {
  it("shows mainnet, devnet and testnet", () => {
    expect(SHOWN_SOLANA_CLUSTERS).toEqual(["mainnet", "devnet", "testnet"]);
    expect(Object.keys(SOLANA_CLUSTERS)).toEqual(expect.arrayContaining([...SHOWN_SOLANA_CLUSTERS]));
    expect(SOLANA_CLUSTERS.mainnet.testnet).toBe(false);
    expect(SOLANA_CLUSTERS.devnet.testnet).toBe(true);
  });

  it("links to the account path with the cluster in the query (none on mainnet)", () => {
    const account = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
    expect(solanaExplorerUrl({ address: account })).toBe(`https://explorer.solana.com/account/${account}`);
    expect(solanaExplorerUrl({ address: account }, "devnet")).toBe(
      `https://explorer.solana.com/account/${account}?cluster=devnet`,
    );
    expect(solanaExplorerUrl({ transaction: "5sig" }, "testnet")).toBe(
      "https://explorer.solana.com/tx/5sig?cluster=testnet",
    );
    expect(solanaExplorerUrl({ address: account }, "localnet")).toBe(
      `https://explorer.solana.com/account/${account}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    );
  });

  it("finds a cluster from a Wallet Standard chain or a CAIP-2 id", () => {
    expect(solanaClusterOf("solana:devnet")?.name).toBe("devnet");
    expect(solanaClusterOf("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")?.name).toBe("mainnet");
    expect(solanaClusterOf("eip155:1")).toBeUndefined();
  });
});
