import { STORAGE_PREFIX } from "../../startupConstants.ts";
import type { WalletChain } from "../walletCatalogue.ts";

/** The wallet used last in this app (the "Last used" chip): `foyer:last-wallet:{appId}`. */
export interface LastUsedWallet {
  walletClientType: string;
  chainType: WalletChain;
}

export const lastUsedWalletKey = (appId: string): string => `${STORAGE_PREFIX}last-wallet:${appId}`;

const storage = (): Pick<Storage, "getItem" | "setItem"> | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function readLastUsedWallet(appId: string, store = storage()): LastUsedWallet | null {
  try {
    const value = JSON.parse(store?.getItem(lastUsedWalletKey(appId)) ?? "null") as Partial<LastUsedWallet> | null;
    if (typeof value?.walletClientType !== "string") return null;
    if (value.chainType !== "ethereum" && value.chainType !== "solana") return null;
    return { walletClientType: value.walletClientType, chainType: value.chainType };
  } catch {
    return null;
  }
}

/** Remembers the wallet (never the embedded one: it is not an external choice). */
export function writeLastUsedWallet(appId: string, wallet: LastUsedWallet, store = storage()): void {
  if (wallet.walletClientType === "foyer") return;
  try {
    store?.setItem(lastUsedWalletKey(appId), JSON.stringify(wallet));
  } catch {
    // Storage full or blocked: the chip is a nicety.
  }
}
