import type { WalletAccount } from "@foyer/core/api";
import { embeddedWalletsOf } from "@foyer/core/embedded";
import { useMemo } from "#react";
import { useFoyerSnapshot, useFoyerStore } from "../provider/useFoyerStore.ts";

/**
 * The signed-in user's embedded wallets (linked accounts with walletClientType "foyer"), Ethereum and
 * Solana. External-wallet lists exclude these; a merged `useWallets()` can append them.
 *
 * @example const wallets = useEmbeddedWallets(); wallets[0]?.address
 */
export function useEmbeddedWallets(): WalletAccount[] {
  const { user } = useFoyerSnapshot(useFoyerStore());
  return useMemo(() => embeddedWalletsOf(user), [user]);
}
