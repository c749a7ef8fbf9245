"use client";
import type { FoyerSolanaSupport } from "@foyer/core/runtime";
// @foyer/react/solana: Solana transaction signing for the embedded wallet. Opt-in: install @solana/kit and the
// @solana-program/* packages named in @foyer/core's peer dependencies, then `<FoyerProvider solana={foyerSolana}>`;
// the hooks here (useSignTransaction, useSignAndSendTransaction, useSignAllTransactions) carry the names
// Solana apps expect (the root entry's useSignTransaction is Ethereum's).
import { createEmbeddedSolanaWallet, createSolanaStandardWallet } from "@foyer/core/solana";

export type { FoyerSolanaSupport } from "@foyer/core/runtime";
export type { SolanaRequestOptions } from "./hooks/solana/SolanaRequest.ts";
export { type UseSignAllTransactions, useSignAllTransactions } from "./hooks/solana/useSignAllTransactions.ts";
export {
  type UseSignAndSendTransaction,
  useSignAndSendTransaction,
} from "./hooks/solana/useSignAndSendTransaction.ts";
export { type UseSignTransaction, useSignTransaction } from "./hooks/solana/useSignTransaction.ts";

export const foyerSolana: FoyerSolanaSupport = { createEmbeddedSolanaWallet, createSolanaStandardWallet };
