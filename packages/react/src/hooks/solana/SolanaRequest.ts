import type { TransactionOutcome, TransactionUiOptions } from "@foyer/core/transactions";

/**
 * What every Solana hook takes besides the transaction(s) (spec 001 §3 send-transaction request, Solana
 * side): which embedded wallet, the cluster, the screens' texts, and the callbacks.
 */
export interface SolanaRequestOptions {
  /** The embedded Solana wallet (default: the first one). */
  address?: string;
  /** "solana:mainnet", "solana:devnet", "solana:testnet" or "solana:localnet"; default the app's cluster. */
  chain?: string;
  uiOptions?: TransactionUiOptions;
  /** The user approved (before signing). */
  onConfirm?: () => void;
  onSuccess?: (outcome: TransactionOutcome) => void;
  /** Rejected (FoyerError with details.rpcCode 4001), failed or reverted. */
  onFailure?: (error: unknown) => void;
}
