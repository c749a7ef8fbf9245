import { describe, expect, it } from "vitest";
import { createFoyerStore } from "./createFoyerStore.ts";

const fetch = (async () => new Response("{}", { status: 404 })) as unknown as typeof globalThis.fetch;

describe("preSelectedWalletId from the host", () => {
  it("login({ preSelectedWalletId }) opens the modal with the wallet to select", () => {
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    store.login({ preSelectedWalletId: "metamask" });
    expect(store.getSnapshot().modalSession).toBeGreaterThan(0);
    expect(store.getSnapshot().modalRequest).toEqual({
      mode: "login",
      disableSignup: false,
      walletListOverride: { preSelectedWalletId: "metamask" },
    });
    store.session.destroy();
  });

  it("login() without it, or with a click event, opens the landing screen as before", () => {
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    store.login({ nativeEvent: {} } as never);
    expect(store.getSnapshot().modalRequest).toEqual({ mode: "login", disableSignup: false });
    store.session.destroy();
  });

  it("connectWallet({ preSelectedWalletId }) passes it to the connect-only wallet flow", () => {
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    store.connectWallet({ preSelectedWalletId: "phantom", walletChainType: "solana-only" });
    expect(store.getSnapshot().modalRequest).toMatchObject({
      connectWalletOnly: true,
      walletListOverride: { preSelectedWalletId: "phantom", walletChainType: "solana-only" },
    });
    store.session.destroy();
  });
});
