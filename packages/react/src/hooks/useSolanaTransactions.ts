import type { TransactionUiOptions } from "@foyer/core/transactions";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

/** Options of the Solana calls: which embedded wallet, the screens' texts, and the cluster (Wallet Standard id). */
export interface SolanaTransactionHookOptions {
  address?: string;
  uiOptions?: TransactionUiOptions;
  /** "solana:mainnet", "solana:devnet", "solana:testnet" or "solana:localnet"; default the app's cluster. */
  chain?: string;
}

export interface UseSolanaTransactions {
  /** Reviews and signs one transaction (wire bytes, e.g. @solana/kit's getTransactionEncoder().encode(tx)). */
  signTransaction(transaction: Uint8Array, options?: SolanaTransactionHookOptions): Promise<Uint8Array>;
  /** Reviews, signs and sends; resolves with the signature (base58) once confirmed. */
  signAndSendTransaction(
    transaction: Uint8Array,
    options?: SolanaTransactionHookOptions,
  ): Promise<{ signature: string }>;
  /** Reviews several by index and signs them in one frame unlock. */
  signAllTransactions(transactions: Uint8Array[], options?: SolanaTransactionHookOptions): Promise<Uint8Array[]>;
}

/**
 * The embedded Solana wallet's transactions (spec 001: review with the 'Advanced' breakdown, sign in the frame).
 *
 * @example
 * const { signAndSendTransaction } = useSolanaTransactions();
 * const { signature } = await signAndSendTransaction(getTransactionEncoder().encode(transaction));
 */
export function useSolanaTransactions(): UseSolanaTransactions {
  const store = useFoyerStore();
  const walletOf = useCallback(
    async (address?: string) => (await loadEmbeddedWalletRuntime(store)).solanaWallet(address),
    [store],
  );
  return {
    signTransaction: useCallback(
      async (transaction: Uint8Array, options: SolanaTransactionHookOptions = {}) =>
        (await walletOf(options.address)).signTransaction(transaction, options.uiOptions, options.chain),
      [walletOf],
    ),
    signAndSendTransaction: useCallback(
      async (transaction: Uint8Array, options: SolanaTransactionHookOptions = {}) => ({
        signature: await (await walletOf(options.address)).signAndSendTransaction(
          transaction,
          options.uiOptions,
          options.chain,
        ),
      }),
      [walletOf],
    ),
    signAllTransactions: useCallback(
      async (transactions: Uint8Array[], options: SolanaTransactionHookOptions = {}) =>
        (await walletOf(options.address)).signAllTransactions(transactions, options.uiOptions, options.chain),
      [walletOf],
    ),
  };
}
