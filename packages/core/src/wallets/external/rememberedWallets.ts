import type { WalletChoice } from "../../flows/walletConnect/walletFlowTypes.ts";
import { STORAGE_PREFIX } from "../../startupConstants.ts";

/** A connection to restore silently after a reload: `foyer:connected-wallets:{appId}`. */
export interface RememberedWallet {
  choice: WalletChoice;
  address: string;
  /** The detected wallet's name (its EIP-6963 uuid changes between page loads). */
  detectedName: string;
}

export const rememberedWalletsKey = (appId: string): string => `${STORAGE_PREFIX}connected-wallets:${appId}`;

const storage = (): Pick<Storage, "getItem" | "setItem"> | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function readRememberedWallets(appId: string, store = storage()): RememberedWallet[] {
  try {
    const value = JSON.parse(store?.getItem(rememberedWalletsKey(appId)) ?? "[]") as unknown;
    return Array.isArray(value)
      ? value.filter(
          (w): w is RememberedWallet =>
            typeof w?.address === "string" && typeof w?.detectedName === "string" && typeof w?.choice === "object",
        )
      : [];
  } catch {
    return [];
  }
}

export function writeRememberedWallets(appId: string, wallets: RememberedWallet[], store = storage()): void {
  try {
    store?.setItem(rememberedWalletsKey(appId), JSON.stringify(wallets));
  } catch {
    // Storage full or blocked: wallets are simply not restored.
  }
}
