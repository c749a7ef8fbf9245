import type { SolanaClusterName } from "../../chains/solanaClusters.ts";

/** A token the Solana screens know by mint (spec 001 §3 "Token table"). SOL has no mint. */
export interface SolanaToken {
  symbol: "SOL" | "USDC" | "USDT";
  decimals: number;
  mint: string | null;
}

const SOL: SolanaToken = { symbol: "SOL", decimals: 9, mint: null };

/**
 * The token table of spec 001 §3: USDC and USDT (6 decimals) and SOL (9) on mainnet and devnet; testnet
 * empty. Circle's devnet USDC is the devnet entry; Tether runs no devnet USDT, so devnet lists none. Localnet lists
 * the local chain's USDC (packages/devchain solanaUsdc.ts mints it from a fixed seed, so it is the same on every
 * start), so the review names it as on a public cluster.
 */
export const SOLANA_TOKENS: Readonly<Record<SolanaClusterName, readonly SolanaToken[]>> = {
  mainnet: [
    { symbol: "USDC", decimals: 6, mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" },
    { symbol: "USDT", decimals: 6, mint: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB" },
    SOL,
  ],
  devnet: [{ symbol: "USDC", decimals: 6, mint: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU" }, SOL],
  testnet: [],
  localnet: [{ symbol: "USDC", decimals: 6, mint: "EMtq5F54UxgEwYx1bmZpRJXNodBPPqjFekwQZNjpzH3w" }, SOL],
};

/** The token of a mint on a cluster, when the table has it. */
export function solanaTokenByMint(cluster: SolanaClusterName, mint: string): SolanaToken | undefined {
  return SOLANA_TOKENS[cluster].find((token) => token.mint === mint);
}
