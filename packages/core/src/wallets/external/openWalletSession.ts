import { FoyerError } from "../../errors/FoyerError.ts";
import type { WalletChoice } from "../../flows/walletConnect/walletFlowTypes.ts";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import type { WalletConnectorRegistry } from "../walletConnectorRegistry.ts";
import type { WalletDiscovery } from "./createWalletDiscovery.ts";
import type { WalletSession } from "./WalletSession.ts";
import { walletRequestError } from "./walletRequestError.ts";

export interface ConnectContext {
  discovery: WalletDiscovery;
  /** The app's registered connectors (client config `walletConnectors`). */
  connectors: WalletConnectorRegistry;
  /** The app's WalletConnect project id (app config `wallet_connect_cloud_project_id`). */
  walletConnectProjectId: string | null;
  appName: string;
  /** Chain ids offered to connectors that ask (supported chains, default first). */
  chains: readonly number[];
  /** The QR-based protocol's pairing URI, for the QR code. */
  onPairingUri(uri: string): void;
  /** Revoke the site's account permission in the wallet before asking (the reset link; see offersConnectionReset). */
  reset?: boolean;
}

const notConfigured = (what: string) => new FoyerError("not_supported", `${what} is not configured for this app.`);

/** Asks an EIP-1193 wallet for its account (the wallet's permission prompt). */
async function requestAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: "eth_requestAccounts" })) as unknown;
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== "string")
    throw new FoyerError("generic_connect_wallet_error", "The wallet returned no account.");
  return address;
}

/**
 * The provider behind a registered connector (WalletConnect, Coinbase Wallet, Base Account, a host's own): its
 * code is loaded now, when chosen. A connector that is not registered, or lacks what it needs, is "not configured".
 */
async function connectorProvider(choice: WalletChoice, ctx: ConnectContext): Promise<Eip1193Provider> {
  const connector = ctx.connectors.find(choice.connectorType);
  if (!connector) throw notConfigured(choice.name);
  if (connector.needs.includes("walletConnectProjectId") && !ctx.walletConnectProjectId) {
    throw notConfigured(connector.label);
  }
  const loaded = await connector.load();
  return loaded.connect({
    appName: ctx.appName,
    chains: ctx.chains,
    walletConnectProjectId: ctx.walletConnectProjectId,
    onDisplayUri: ctx.onPairingUri,
  });
}

/** Connects the chosen wallet: its account, and the objects to sign with. Errors are FoyerErrors with rpcCode. */
export async function openWalletSession(choice: WalletChoice, ctx: ConnectContext): Promise<WalletSession> {
  try {
    if (choice.chain === "solana") {
      const wallet = choice.detectedKey ? ctx.discovery.solanaWallet(choice.detectedKey) : undefined;
      const connect = wallet?.features["standard:connect"];
      if (!wallet || !connect) throw notConfigured(choice.name);
      const { accounts } = await connect.connect();
      const account = accounts.find((a) => a.chains.some((c) => c.startsWith("solana:"))) ?? accounts[0];
      if (!account) throw new FoyerError("generic_connect_wallet_error", "The wallet returned no account.");
      // A Ledger account in a software wallet signs transactions but not messages: offer the Ledger choice.
      const ledgerPlugin =
        !account.features.includes("solana:signMessage") && account.features.includes("solana:signTransaction");
      return { choice, address: account.address, solana: { wallet, account }, ledgerPlugin };
    }
    const provider =
      choice.connectorType === "injected" && choice.detectedKey
        ? ctx.discovery.ethereumProvider(choice.detectedKey)
        : await connectorProvider(choice, ctx);
    if (!provider) throw notConfigured(choice.name);
    if (ctx.reset) {
      // A wallet without the method (or a user who dismisses it) still gets the fresh connect request.
      try {
        await provider.request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] });
      } catch {}
    }
    const address = await requestAccount(provider);
    return { choice, address, ethereum: provider, ledgerPlugin: false };
  } catch (error) {
    throw walletRequestError(error);
  }
}
