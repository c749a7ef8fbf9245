import type { EmbeddedChainType, EntropyIdVerifier, RecoveryMethod } from "@foyer/core";
import type { embeddedWalletEntropies, embeddedWallets } from "../../db/schema.ts";

/** Wire shape of one embedded wallet (what the frame and `GET wallets` read). */
export interface WireEmbeddedWallet {
  id: string;
  address: string;
  chain_type: EmbeddedChainType;
  wallet_index: number;
  entropy_id: string | null;
  entropy_id_verifier: EntropyIdVerifier | null;
  recovery_method: RecoveryMethod | null;
  imported: boolean;
  delegated: boolean;
}

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
