import { describe, expect, it } from "vitest";
import type { WalletOption } from "../../wallets/buildWalletList.ts";
import { findPreselectedWallet } from "../../wallets/findPreselectedWallet.ts";
import { loginMachine } from "../loginMethods/loginMachine.ts";
import { walletConnectMachine } from "./walletConnectMachine.ts";

const option = (walletClientType: string, name: string, over: Partial<WalletOption> = {}): WalletOption => ({
  key: walletClientType,
  walletClientType,
  name,
  icon: "data:image/png;base64,AA",
  targets: [{ chain: "ethereum", connectorType: "injected", detectedKey: walletClientType }],
  lastUsed: false,
  ...over,
});

const list = [
  option("metamask", "MetaMask"),
  option("rabby_wallet", "Rabby Wallet"),
  option("phantom", "Phantom", {
    targets: [
      { chain: "ethereum", connectorType: "injected" },
      { chain: "solana", connectorType: "solana_adapter" },
    ],
  }),
];

describe("findPreselectedWallet", () => {
  it("finds a row by wallet list value / client type, key or name, and nothing for an unknown id", () => {
    expect(findPreselectedWallet(list, "metamask")?.name).toBe("MetaMask");
    expect(findPreselectedWallet(list, "MetaMask")?.name).toBe("MetaMask");
    expect(findPreselectedWallet(list, "rabby")?.walletClientType).toBe("rabby_wallet");
    expect(findPreselectedWallet(list, "Rabby Wallet")?.walletClientType).toBe("rabby_wallet");
    expect(findPreselectedWallet(list, "rainbow")).toBeUndefined();
    expect(findPreselectedWallet(list, " ")).toBeUndefined();
  });
});

describe("preSelectedWalletId in the wallet flow", () => {
  const start = () =>
    walletConnectMachine.initial({ purpose: "connect", list: { preSelectedWalletId: "metamask" } }).state;

  it("keeps the id pending until the list screen looks it up, then connects that wallet", () => {
    const state = start();
    expect(state).toMatchObject({ screen: "list", preselect: "metamask" });
    const out = walletConnectMachine.transition(state, { type: "preselect", option: list[0] ?? null });
    expect(out.state.screen).toBe("status");
    expect(out.state.preselect).toBeUndefined();
    expect(out.effects.find((e) => e.type === "connect")).toMatchObject({ choice: { walletClientType: "metamask" } });
  });

  it("opens the network choice for a wallet with two chains", () => {
    const out = walletConnectMachine.transition(start(), { type: "preselect", option: list[2] ?? null });
    expect(out.state.screen).toBe("network");
  });

  it("shows the list when the wallet is not in it, and applies once only", () => {
    const missed = walletConnectMachine.transition(start(), { type: "preselect", option: null });
    expect(missed.state).toMatchObject({ screen: "list" });
    expect(missed.state.preselect).toBeUndefined();
    expect(missed.effects).toEqual([]);
    // A late lookup after that changes nothing.
    expect(walletConnectMachine.transition(missed.state, { type: "preselect", option: list[0] ?? null }).state).toEqual(
      missed.state,
    );
  });

  it("is dropped when the user searches or filters first", () => {
    const searched = walletConnectMachine.transition(start(), { type: "search", text: "ra" }).state;
    expect(searched.preselect).toBeUndefined();
    expect(walletConnectMachine.transition(searched, { type: "preselect", option: list[0] ?? null }).state.screen).toBe(
      "list",
    );
  });
});

describe("preSelectedWalletId in the login flow", () => {
  it("login(): opens the wallet flow over the landing screen; Back returns to the landing screen", () => {
    const state = loginMachine.initial({
      requireTermsAcceptance: false,
      walletListOverride: { preSelectedWalletId: "metamask" },
    });
    expect(state.step.name).toBe("wallets");
    expect(state.method).toBe("wallet");
    expect(state.step.name === "wallets" && state.step.flow).toMatchObject({ purpose: "login", preselect: "metamask" });
    const picked = loginMachine.transition(state, {
      type: "wallet",
      event: { type: "preselect", option: list[0] ?? null },
    });
    const step = picked.state.step;
    expect(step.name === "wallets" && step.flow.screen).toBe("status");
    // Back from the status screen: the wallet list, without selecting the wallet again.
    const list1 = loginMachine.transition(picked.state, { type: "wallet", event: { type: "back" } }).state;
    expect(list1.step.name === "wallets" && list1.step.flow).toMatchObject({ screen: "list" });
    // Back from the list: the landing screen.
    const landing = loginMachine.transition(list1, { type: "wallet", event: { type: "back" } }).state;
    expect(landing.step.name).toBe("landing");
  });

  it("linkWallet(): the link-mode wallet flow starts on the wallet", () => {
    const state = loginMachine.initial({
      requireTermsAcceptance: false,
      mode: "link",
      linkMethod: "wallet",
      walletListOverride: { preSelectedWalletId: "phantom" },
    });
    expect(state.step.name === "wallets" && state.step.flow).toMatchObject({ purpose: "link", preselect: "phantom" });
  });

  it("without the option, login starts on the landing screen", () => {
    expect(loginMachine.initial({ requireTermsAcceptance: false }).step.name).toBe("landing");
  });
});
