import { describe, expect, it } from "vitest";
import { baseAccount } from "../connectors/baseAccount.ts";
import { coinbaseWallet } from "../connectors/coinbaseWallet.ts";
import { walletConnect } from "../connectors/walletConnect.ts";
import { separatesConnectAndSign } from "./separatesConnectAndSign.ts";
import { defineWalletConnector } from "./WalletConnectorDefinition.ts";
import { createWalletConnectorRegistry } from "./walletConnectorRegistry.ts";

const hostConnector = (signsSeparately?: boolean) =>
  defineWalletConnector({
    id: "host_wallet",
    label: "Host Wallet",
    color: "#123456",
    chains: ["ethereum"],
    needs: [],
    ...(signsSeparately === undefined ? {} : { signsSeparately }),
    load: async () => ({ connect: async () => Promise.reject(new Error("not in this test")) }),
  });

describe("separatesConnectAndSign: read from what connected the wallet, not from a list in core", () => {
  it("the built-in remote connectors declare it in their definitions", () => {
    for (const connector of [walletConnect(), coinbaseWallet(), baseAccount()]) {
      expect(connector.signsSeparately).toBe(true);
      const registry = createWalletConnectorRegistry([connector]);
      expect(separatesConnectAndSign(registry, { connectorType: connector.id, walletClientType: "any" })).toBe(true);
    }
  });

  it("a host's connector follows its own definition", () => {
    const choice = { connectorType: "host_wallet", walletClientType: "host_wallet" };
    expect(separatesConnectAndSign(createWalletConnectorRegistry([hostConnector(true)]), choice)).toBe(true);
    expect(separatesConnectAndSign(createWalletConnectorRegistry([hostConnector(false)]), choice)).toBe(false);
    expect(separatesConnectAndSign(createWalletConnectorRegistry([hostConnector()]), choice)).toBe(false);
    // A host that replaces WalletConnect with a connector that signs at once gets no sign click.
    const replaced = createWalletConnectorRegistry([{ ...hostConnector(false), id: "wallet_connect_v2" }]);
    expect(separatesConnectAndSign(replaced, { connectorType: "wallet_connect_v2", walletClientType: "rainbow" })).toBe(
      false,
    );
  });

  it("page connectors and catalogue wallets carry it too: the mobile wallet adapter, Phantom in the page", () => {
    const registry = createWalletConnectorRegistry();
    const ask = (connectorType: string, walletClientType: string) =>
      separatesConnectAndSign(registry, { connectorType, walletClientType });
    expect(ask("mobile_wallet_adapter", "solflare")).toBe(true);
    expect(ask("injected", "phantom")).toBe(true);
    expect(ask("solana_adapter", "phantom")).toBe(true);
    expect(ask("injected", "metamask")).toBe(false);
    expect(ask("solana_adapter", "solflare")).toBe(false);
  });
});
