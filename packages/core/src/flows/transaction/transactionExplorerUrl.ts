import { DEFAULT_BLOCK_EXPLORER_URL } from "../../chains/blockExplorerUrl.ts";
import { type SolanaClusterName, solanaExplorerUrl } from "../../chains/solanaClusters.ts";

/** What a prepared request of either chain says about its explorer. */
type ExplorerOf = { explorerUrl?: string; explorerCluster?: string } | null | undefined;

/**
 * The explorer link of a transaction: the EVM chain's explorer (Etherscan when unknown), or the Solana
 * explorer with the cluster in the query, so one error and one success screen serve both chains.
 *
 * @example transactionExplorerUrl(prepared, "0xabc…"); // "https://basescan.org/tx/0xabc…"
 */
export function transactionExplorerUrl(prepared: ExplorerOf, hash: string): string {
  if (prepared && typeof prepared.explorerCluster === "string")
    return solanaExplorerUrl({ transaction: hash }, (prepared.explorerCluster || "mainnet") as SolanaClusterName);
  return `${prepared?.explorerUrl ?? DEFAULT_BLOCK_EXPLORER_URL}/tx/${hash}`;
}
