import type { SolanaClusterName } from "../../chains/solanaClusters.ts";
import type { PriceSource } from "../../prices/PriceSource.ts";

/** What the Solana transaction runner reads from and signs with (one embedded Solana wallet, one cluster). */
export interface SolanaTransactionContext {
  address: string;
  /** JSON-RPC URL of the cluster (the local LiteSVM front in development). */
  rpcUrl: string;
  /** Shown as the network ("Solana", "Solana Devnet", …). */
  network: string;
  /** Explorer cluster query ("devnet", "custom", …; "" on mainnet). */
  explorerCluster: string;
  /** The cluster whose token table names the mints (spec 001 §3); from explorerCluster when absent. */
  cluster?: SolanaClusterName;
  /** ed25519 signatures of message bytes by the wallet (the frame), one per message, in order. */
  signMessages(messages: Uint8Array[]): Promise<Uint8Array[]>;
  prices?: PriceSource | null;
  receiptPollMs?: number;
  receiptTimeoutMs?: number;
  fetch?: typeof fetch;
}
