import type { Eip1193Provider, WalletConnectorFactories } from "@foyer/core";
import { FoyerError } from "@foyer/core/errors";
import type { WalletChoice } from "@foyer/core/wallets";
import type { WalletDiscovery } from "./createWalletDiscovery.ts";
import type { WalletSession } from "./WalletSession.ts";
import { walletRequestError } from "./walletRequestError.ts";

export interface ConnectContext {
  discovery: WalletDiscovery;
  connectors: WalletConnectorFactories;
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

/** The provider behind a connector that is not the page's own (WalletConnect, Coinbase, Base Account). */
async function externalProvider(choice: WalletChoice, ctx: ConnectContext): Promise<Eip1193Provider> {
  switch (choice.connectorType) {
    case "wallet_connect_v2": {
      const factory = ctx.connectors.walletConnect;
      if (!ctx.walletConnectProjectId || !factory) throw notConfigured("WalletConnect");
      return factory({ projectId: ctx.walletConnectProjectId, chains: ctx.chains, onDisplayUri: ctx.onPairingUri });
    }
    case "coinbase_wallet": {
      const factory = ctx.connectors.coinbaseWallet;
      if (!factory) throw notConfigured("Coinbase Wallet");
      return factory({ appName: ctx.appName, chains: ctx.chains });
    }
    case "base_account": {
      const factory = ctx.connectors.baseAccount;
      if (!factory) throw notConfigured("Base Account");
      return factory({ appName: ctx.appName, chains: ctx.chains });
    }
    default:
      throw notConfigured(choice.connectorType);
  }
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
        : await externalProvider(choice, ctx);
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
