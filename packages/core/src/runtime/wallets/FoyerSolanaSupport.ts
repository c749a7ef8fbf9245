import type { createEmbeddedSolanaWallet } from "../../transactions/solana/createEmbeddedSolanaWallet.ts";
import type { createSolanaStandardWallet } from "../../wallets/embedded/createSolanaStandardWallet.ts";

/**
 * Solana transaction signing, handed to `<FoyerProvider solana={foyerSolana}>` by apps that sign Solana
 * transactions (`import { foyerSolana } from "@foyer/react/solana"`). Passed in rather than imported here so
 * that @solana/kit and the @solana-program/* packages, optional peers, reach only the apps that use them.
 */
export interface FoyerSolanaSupport {
  createEmbeddedSolanaWallet: typeof createEmbeddedSolanaWallet;
  createSolanaStandardWallet: typeof createSolanaStandardWallet;
}
