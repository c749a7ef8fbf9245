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

  it("login() and linkWallet() carry onCompleteNavigateTo to the wallet list (only string values)", () => {
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    store.login({ onCompleteNavigateTo: "/portfolio", preSelectedWalletId: 7 } as never);
    expect(store.getSnapshot().modalRequest).toEqual({
      mode: "login",
      disableSignup: false,
      walletListOverride: { onCompleteNavigateTo: "/portfolio" },
    });
    store.session.destroy();

    const signedIn = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    const user = {
      id: "u1",
      createdAt: new Date(0),
      linkedAccounts: [],
      mfaMethods: [],
      hasAcceptedTerms: true,
      isGuest: false,
      customMetadata: {},
    };
    signedIn.session.setSession({ user, accessToken: "a", refreshToken: "r", isNewUser: false });
    signedIn.linkWallet({ preSelectedWalletId: "metamask", onCompleteNavigateTo: "/wallets" });
    expect(signedIn.getSnapshot().modalRequest).toEqual({
      mode: "link",
      method: "wallet",
      walletListOverride: { preSelectedWalletId: "metamask", onCompleteNavigateTo: "/wallets" },
    });
    signedIn.session.destroy();
  });
});

describe("walletListOptions", () => {
  it("reads the two wallet list strings of a plain object, nothing of an event", async () => {
    const { walletListOptions } = await import("./walletListOptions.ts");
    expect(walletListOptions({ preSelectedWalletId: "rabby_wallet", onCompleteNavigateTo: "/done", x: 1 })).toEqual({
      preSelectedWalletId: "rabby_wallet",
      onCompleteNavigateTo: "/done",
    });
    expect(walletListOptions({ nativeEvent: {}, preSelectedWalletId: "metamask" })).toBeUndefined();
    expect(walletListOptions({ onCompleteNavigateTo: 1 })).toBeUndefined();
    expect(walletListOptions(undefined)).toBeUndefined();
  });
});
