import type { EmbeddedChainType, EntropyIdVerifier, RecoveryMethod, WireEmbeddedWallet } from "@foyer/core";
import type { embeddedWalletEntropies, embeddedWallets } from "../../db/schema.ts";

/** The wire shape is core's (`@foyer/core/api`): the API client and the wallet frame read the same type. */
export type { WireEmbeddedWallet };

/** One wallet row (and its entropy's row) as the wire carries it. */
export function toWireEmbeddedWallet(
  wallet: typeof embeddedWallets.$inferSelect,
  entropy: typeof embeddedWalletEntropies.$inferSelect | null,
): WireEmbeddedWallet {
  return {
    id: wallet.id,
    address: wallet.address,
    chain_type: wallet.chainType as EmbeddedChainType,
    wallet_index: wallet.walletIndex,
    entropy_id: entropy?.entropyId ?? null,
    entropy_id_verifier: (entropy?.entropyIdVerifier as EntropyIdVerifier | undefined) ?? null,
    recovery_method: (entropy?.recoveryMethod as RecoveryMethod | undefined) ?? null,
    imported: false,
    delegated: wallet.delegated,
  };
}
