import { describe, expect, it } from "vitest";
import type { LoginEvent } from "../../flows/login/loginTypes.ts";
import type { WalletChoice } from "../../flows/walletConnect/walletFlowTypes.ts";
import { defineWalletConnector } from "../../wallets/WalletConnectorDefinition.ts";
import { createWalletConnectorRegistry } from "../../wallets/walletConnectorRegistry.ts";
import { createFoyerStore } from "../createFoyerStore.ts";
import type { WalletManager } from "./createWalletManager.ts";
import { runWalletEffect } from "./runWalletEffect.ts";

const store = createFoyerStore({ appId: "a", serverUrl: "http://localhost:1", fetch: async () => new Response() });

const connector = (id: string, signsSeparately: boolean) =>
  defineWalletConnector({
    id,
    label: id,
    color: "#123456",
    chains: ["ethereum"],
    needs: [],
    signsSeparately,
    load: async () => ({ connect: async () => Promise.reject(new Error("not in this test")) }),
  });

/** The `connected` event the login flow gets once `choice` connected through a manager with `connectors`. */
async function connectedEvent(choice: WalletChoice, connectors: ReturnType<typeof createWalletConnectorRegistry>) {
  // Only the registry and a session that connected: what runWalletEffect reads on a `connect` effect.
  const manager = {
    connectors,
    connect: async () => ({ choice, address: "0xabc", ledgerPlugin: false }),
  } as unknown as WalletManager;
  const events: LoginEvent[] = [];
  runWalletEffect(
    store,
    manager,
    { type: "connect", choice, attempt: 1 },
    { send: (event) => events.push(event), settle: () => {}, connected: () => {} },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return events.find((e) => e.type === "wallet")?.event;
}

const choice = (connectorType: string, walletClientType = connectorType): WalletChoice => ({
  chain: "ethereum",
  connectorType,
  walletClientType,
  name: "W",
  icon: "data:image/png;base64,AA",
});

describe("runWalletEffect: a connection reports whether the wallet signs separately, from the connector", () => {
  it("tells the flow what the registered connector's definition says", async () => {
    const registry = createWalletConnectorRegistry([connector("host_remote", true), connector("host_local", false)]);
    expect(await connectedEvent(choice("host_remote"), registry)).toMatchObject({
      type: "connected",
      address: "0xabc",
      signsSeparately: true,
    });
    expect(await connectedEvent(choice("host_local"), registry)).toMatchObject({ signsSeparately: false });
    expect(await connectedEvent(choice("injected", "metamask"), registry)).toMatchObject({ signsSeparately: false });
    expect(await connectedEvent(choice("injected", "phantom"), registry)).toMatchObject({ signsSeparately: true });
  });
});
