"use client";
// @foyer/react/solana: Solana transaction signing for the embedded wallet (useSolanaTransactions, the
// Wallet Standard announcement). Opt-in: install @solana/kit and the @solana-program/* packages named in
// @foyer/core's peer dependencies, then `<FoyerProvider solana={foyerSolana}>`.
import { createEmbeddedSolanaWallet, createSolanaStandardWallet } from "@foyer/core/solana";
import type { FoyerSolanaSupport } from "./wallets/FoyerSolanaSupport.ts";

export type { FoyerSolanaSupport } from "./wallets/FoyerSolanaSupport.ts";

export const foyerSolana: FoyerSolanaSupport = { createEmbeddedSolanaWallet, createSolanaStandardWallet };
