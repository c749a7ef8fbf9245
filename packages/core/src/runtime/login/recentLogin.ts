import { STORAGE_PREFIX } from "../../startupConstants.ts";

/** What is remembered about the most recent login, per app (spec 000 §2 "Recent" chip). */
export interface RecentLogin {
  /** Linked account type used, e.g. "email", "wallet", "google_oauth". */
  accountType: string;
  walletClientType?: string;
  chainType?: "ethereum" | "solana";
}

/** `foyer:recent-login:{appId}` */
export const recentLoginKey = (appId: string): string => `${STORAGE_PREFIX}recent-login:${appId}`;

/** Account types and wallet clients that are never remembered: passkey, cross-app and embedded wallets. */
export function shouldRememberLogin(entry: RecentLogin): boolean {
  if (entry.accountType === "passkey" || entry.accountType === "cross_app") return false;
  if (entry.walletClientType === "foyer" || entry.walletClientType === "embedded") return false;
  return true;
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

const browserStorage = (): KeyValueStorage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The remembered login for `appId`, or null (nothing stored, storage unavailable or garbage). */
export function readRecentLogin(appId: string, storage = browserStorage()): RecentLogin | null {
  try {
    const raw = storage?.getItem(recentLoginKey(appId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RecentLogin>;
    return typeof value.accountType === "string" ? (value as RecentLogin) : null;
  } catch {
    return null;
  }
}

/** Remembers `entry` for `appId` unless it is of a kind that is never stored. */
export function writeRecentLogin(appId: string, entry: RecentLogin, storage = browserStorage()): void {
  if (!shouldRememberLogin(entry)) return;
  try {
    storage?.setItem(recentLoginKey(appId), JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the chip is a nicety.
  }
}
