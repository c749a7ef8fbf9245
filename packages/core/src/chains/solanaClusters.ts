/** The Solana networks Foyer shows (spec 000 §9), plus the local one of `npm start`. */
export type SolanaClusterName = "mainnet" | "devnet" | "testnet" | "localnet";

export interface SolanaCluster {
  name: SolanaClusterName;
  /** Shown to people. */
  label: string;
  /** Wallet Standard chain id ("solana:devnet"). */
  chain: `solana:${SolanaClusterName}`;
  /** CAIP-2 id (genesis hash prefix); localnet's changes with every fresh validator, so none. */
  caip2: string | null;
  rpcUrl: string;
  /** USDC mint (6 decimals); null where Circle runs none. */
  usdcMint: string | null;
  testnet: boolean;
}

/** Public endpoints (rate limited: configure your own RPC in production). */
export const SOLANA_CLUSTERS: Readonly<Record<SolanaClusterName, SolanaCluster>> = {
  mainnet: {
    name: "mainnet",
    label: "Solana",
    chain: "solana:mainnet",
    caip2: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
    rpcUrl: "https://api.mainnet-beta.solana.com",
    usdcMint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
    testnet: false,
  },
  devnet: {
    name: "devnet",
    label: "Solana Devnet",
    chain: "solana:devnet",
    caip2: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
    rpcUrl: "https://api.devnet.solana.com",
    usdcMint: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
    testnet: true,
  },
  testnet: {
    name: "testnet",
    label: "Solana Testnet",
    chain: "solana:testnet",
    caip2: "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
    rpcUrl: "https://api.testnet.solana.com",
    usdcMint: null,
    testnet: true,
  },
  localnet: {
    name: "localnet",
    label: "Solana Local",
    chain: "solana:localnet",
    caip2: null,
    rpcUrl: "http://127.0.0.1:8899",
    usdcMint: null,
    testnet: true,
  },
};

/** The networks a Solana network choice lists (spec 000 §9); localnet only when a host adds it. */
export const SHOWN_SOLANA_CLUSTERS: readonly SolanaClusterName[] = ["mainnet", "devnet", "testnet"];

/** The Solana explorer's host. */
export const SOLANA_EXPLORER_URL = "https://explorer.solana.com";

/**
 * A Solana explorer link: the account (or transaction) path with the cluster in the query (none on
 * mainnet). Localnet links name the RPC as a custom cluster, which the explorer then reads from the browser.
 *
 * @example
 * solanaExplorerUrl({ address: "9xQe…" }, "devnet"); // "https://explorer.solana.com/account/9xQe…?cluster=devnet"
 */
export function solanaExplorerUrl(
  target: { address: string } | { transaction: string },
  cluster: SolanaClusterName = "mainnet",
  localRpcUrl: string = SOLANA_CLUSTERS.localnet.rpcUrl,
): string {
  const path = "address" in target ? `account/${target.address}` : `tx/${target.transaction}`;
  const url = new URL(`${SOLANA_EXPLORER_URL}/${path}`);
  if (cluster === "localnet") {
    url.searchParams.set("cluster", "custom");
    url.searchParams.set("customUrl", localRpcUrl);
  } else if (cluster !== "mainnet") {
    url.searchParams.set("cluster", cluster);
  }
  return url.toString();
}

/** Which cluster a Wallet Standard chain id or CAIP-2 id names; undefined for another chain. */
export function solanaClusterOf(chain: string): SolanaCluster | undefined {
  return Object.values(SOLANA_CLUSTERS).find((cluster) => cluster.chain === chain || cluster.caip2 === chain);
}
