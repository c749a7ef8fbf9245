import { describe, expect, it } from "vitest";
import { walletConnect } from "../../connectors/walletConnect.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { WalletChoice } from "../../flows/walletConnect/walletFlowTypes.ts";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import { defineWalletConnector } from "../WalletConnectorDefinition.ts";
import { createWalletConnectorRegistry } from "../walletConnectorRegistry.ts";
import type { WalletDiscovery } from "./createWalletDiscovery.ts";
import { type ConnectContext, openWalletSession } from "./openWalletSession.ts";

const discovery = (providers: Record<string, Eip1193Provider> = {}): WalletDiscovery => ({
  detected: () => [],
  ethereumProvider: (key) => providers[key],
  solanaWallet: () => undefined,
  subscribe: () => () => {},
  stop: () => {},
});

const choice = (over: Partial<WalletChoice>): WalletChoice => ({
  walletClientType: "wallet_connect",
  name: "WalletConnect",
  icon: "data:image/png;base64,AA",
  chain: "ethereum",
  connectorType: "wallet_connect_v2",
  ...over,
});

const context = (over: Partial<ConnectContext> = {}): ConnectContext => ({
  discovery: discovery(),
  connectors: createWalletConnectorRegistry(),
  walletConnectProjectId: null,
  appName: "Test",
  chains: [31337],
  onPairingUri: () => {},
  ...over,
});

const provider = (answers: Record<string, unknown>): Eip1193Provider => ({
  request: async ({ method }) => {
    const answer = answers[method];
    if (answer instanceof Error) throw answer;
    return answer;
  },
});

describe("openWalletSession", () => {
  it("asks an injected wallet for its account", async () => {
    const p = provider({ eth_requestAccounts: ["0xAbc"] });
    const session = await openWalletSession(
      choice({ connectorType: "injected", detectedKey: "u1", walletClientType: "metamask" }),
      context({ discovery: discovery({ u1: p }) }),
    );
    expect(session).toMatchObject({ address: "0xAbc", ethereum: p, ledgerPlugin: false });
  });

  it("keeps the wallet's EIP-1193 code (4001 rejected, -32002 pending)", async () => {
    for (const code of [4001, -32002]) {
      const p = provider({ eth_requestAccounts: Object.assign(new Error("no"), { code }) });
      const error = await openWalletSession(
        choice({ connectorType: "injected", detectedKey: "u1" }),
        context({ discovery: discovery({ u1: p }) }),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FoyerError);
      expect((error as FoyerError).details).toEqual({ rpcCode: code });
    }
  });

  it("reports WalletConnect as not configured without a project id or a connector", async () => {
    const error = (await openWalletSession(choice({}), context()).catch((e: unknown) => e)) as FoyerError;
    expect(error.code).toBe("not_supported");
    expect(error.shortMessage).toBe("WalletConnect is not configured for this app.");
    // Registered but without the project id it needs: still not configured, and its SDK is never loaded.
    const registered = (await openWalletSession(
      choice({}),
      context({ connectors: createWalletConnectorRegistry([walletConnect()]) }),
    ).catch((e: unknown) => e)) as FoyerError;
    expect(registered.shortMessage).toBe("WalletConnect is not configured for this app.");
    const coinbase = (await openWalletSession(choice({ connectorType: "coinbase_wallet" }), context()).catch(
      (e: unknown) => e,
    )) as FoyerError;
    expect(coinbase.code).toBe("not_supported");
  });

  it("loads a registered connector when chosen and hands it the project id, chains and the QR callback", async () => {
    const uris: string[] = [];
    let loads = 0;
    let seen: { walletConnectProjectId: string | null; chains: readonly number[]; appName: string } | null = null;
    const fixture = defineWalletConnector({
      id: "wallet_connect_v2",
      label: "WalletConnect",
      color: "#3B99FC",
      chains: ["ethereum"],
      needs: ["walletConnectProjectId"],
      load: async () => {
        loads += 1;
        return {
          connect: async (options) => {
            seen = options;
            options.onDisplayUri("wc:abc@2?relay-protocol=irn&symKey=00");
            return provider({ eth_requestAccounts: ["0xDef"] });
          },
        };
      },
    });
    const connectors = createWalletConnectorRegistry([fixture]);
    expect(loads).toBe(0);
    const session = await openWalletSession(
      choice({}),
      context({ walletConnectProjectId: "proj", onPairingUri: (uri) => uris.push(uri), connectors }),
    );
    expect(loads).toBe(1);
    expect(seen).toMatchObject({ walletConnectProjectId: "proj", chains: [31337], appName: "Test" });
    expect(uris).toEqual(["wc:abc@2?relay-protocol=irn&symKey=00"]);
    expect(session.address).toBe("0xDef");
  });
});
