import { describe, expect, it } from "vitest";
import { fillMobileLink } from "./fillMobileLink.ts";
import { injectedWalletName } from "./injectedWalletName.ts";
import { lastUsedWalletKey, readLastUsedWallet, writeLastUsedWallet } from "./lastUsedWallet.ts";
import { readRememberedWallets, writeRememberedWallets } from "./rememberedWallets.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("wallet storage and small helpers", () => {
  it("remembers the last used wallet per app under foyer:, never the embedded one", () => {
    const storage = memoryStorage();
    writeLastUsedWallet("app1", { walletClientType: "metamask", chainType: "ethereum" }, storage);
    writeLastUsedWallet("app1", { walletClientType: "foyer", chainType: "ethereum" }, storage);
    expect(lastUsedWalletKey("app1")).toBe("foyer:last-wallet:app1");
    expect(readLastUsedWallet("app1", storage)).toEqual({ walletClientType: "metamask", chainType: "ethereum" });
    expect(readLastUsedWallet("app2", storage)).toBeNull();
    storage.setItem("foyer:last-wallet:app3", "{not json");
    expect(readLastUsedWallet("app3", storage)).toBeNull();
  });

  it("round-trips remembered connections and drops garbage", () => {
    const storage = memoryStorage();
    const entry = {
      choice: {
        walletClientType: "metamask",
        name: "MetaMask",
        icon: "x",
        chain: "ethereum" as const,
        connectorType: "injected" as const,
        detectedKey: "u",
      },
      address: "0x1",
      detectedName: "MetaMask",
    };
    writeRememberedWallets("a", [entry], storage);
    expect(readRememberedWallets("a", storage)).toEqual([entry]);
    storage.setItem("foyer:connected-wallets:b", JSON.stringify([{ address: 1 }, "x"]));
    expect(readRememberedWallets("b", storage)).toEqual([]);
  });

  it("fills a wallet's mobile link with this page", () => {
    const location = {
      href: "https://app.example/login?x=1",
      host: "app.example",
      pathname: "/login",
      search: "?x=1",
      origin: "https://app.example",
    };
    expect(fillMobileLink("https://phantom.app/ul/browse/{url}?ref={origin}", location)).toBe(
      "https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Flogin%3Fx%3D1?ref=https%3A%2F%2Fapp.example",
    );
    expect(fillMobileLink("https://metamask.app.link/dapp/{host}", location)).toBe(
      "https://metamask.app.link/dapp/app.example/login?x=1",
    );
  });

  it("names window.ethereum by its flags", () => {
    expect(injectedWalletName({ isMetaMask: true, isRabby: true })).toBe("Rabby Wallet");
    expect(injectedWalletName({ isMetaMask: true })).toBe("MetaMask");
    expect(injectedWalletName({})).toBe("Browser wallet");
  });
});
