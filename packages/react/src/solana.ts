// @foyer/react/solana: the embedded Solana wallet's transaction hooks, under the names Solana apps expect
// (the root entry's useSignTransaction is Ethereum's). A client module, like the root entry.
"use client";

export type { SolanaRequestOptions } from "./hooks/solana/SolanaRequest.ts";
export { type UseSignAllTransactions, useSignAllTransactions } from "./hooks/solana/useSignAllTransactions.ts";
export {
  type UseSignAndSendTransaction,
  useSignAndSendTransaction,
} from "./hooks/solana/useSignAndSendTransaction.ts";
export { type UseSignTransaction, useSignTransaction } from "./hooks/solana/useSignTransaction.ts";
