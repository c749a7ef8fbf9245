import { describe, expect, it } from "vitest";
import { readRecentLogin, recentLoginKey, shouldRememberLogin, writeRecentLogin } from "./recentLogin.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("recentLogin", () => {
  it("is stored per app under a foyer: key", () => {
    const storage = memoryStorage();
    writeRecentLogin("app-1", { accountType: "email" }, storage);
    expect(recentLoginKey("app-1")).toBe("foyer:recent-login:app-1");
    expect(readRecentLogin("app-1", storage)).toEqual({ accountType: "email" });
    expect(readRecentLogin("app-2", storage)).toBeNull();
  });

  it("is not stored for passkey, cross-app or embedded wallets", () => {
    expect(shouldRememberLogin({ accountType: "passkey" })).toBe(false);
    expect(shouldRememberLogin({ accountType: "cross_app" })).toBe(false);
    expect(shouldRememberLogin({ accountType: "wallet", walletClientType: "foyer", chainType: "ethereum" })).toBe(
      false,
    );
    expect(shouldRememberLogin({ accountType: "wallet", walletClientType: "metamask", chainType: "ethereum" })).toBe(
      true,
    );
    const storage = memoryStorage();
    writeRecentLogin("a", { accountType: "passkey" }, storage);
    expect(storage.map.size).toBe(0);
  });

  it("survives garbage and missing storage", () => {
    const storage = memoryStorage();
    storage.setItem(recentLoginKey("a"), "{not json");
    expect(readRecentLogin("a", storage)).toBeNull();
    expect(readRecentLogin("a", null)).toBeNull();
  });
});
