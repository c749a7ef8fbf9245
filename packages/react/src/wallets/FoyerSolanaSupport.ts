import type { createEmbeddedSolanaWallet, createSolanaStandardWallet } from "@foyer/core/solana";

/**
 * Solana transaction signing, handed to `<FoyerProvider solana={foyerSolana}>` by apps that sign Solana
 * transactions (`import { foyerSolana } from "@foyer/react/solana"`). Passed in rather than imported here so
 * that @solana/kit and the @solana-program/* packages, optional peers, reach only the apps that use them.
 */
export interface FoyerSolanaSupport {
  createEmbeddedSolanaWallet: typeof createEmbeddedSolanaWallet;
  createSolanaStandardWallet: typeof createSolanaStandardWallet;
}
