import type { Eip1193Provider } from "../eip1193/Eip1193Provider.ts";
import type { WalletChain } from "./walletCatalogue.ts";

/** What a connector is handed when the user picks a wallet that connects through it. */
export interface WalletConnectorContext {
  /** The app's name (the wallet shows it in its approval prompt). */
  appName: string;
  /** Chain ids the app supports, its default chain first. */
  chains: readonly number[];
  /** The app's WalletConnect project id (app config `wallet_connect_cloud_project_id`), else null. */
  walletConnectProjectId: string | null;
  /** A pairing link for the QR code (QR-based connectors); Foyer draws the code itself. */
  onDisplayUri(uri: string): void;
}

/** The part of a connector that is loaded only when chosen (it may pull in a wallet SDK). */
export interface LoadedWalletConnector {
  /** Opens the wallet and resolves with its EIP-1193 provider once the user approved the connection. */
  connect(context: WalletConnectorContext): Promise<Eip1193Provider>;
}

/** What the app must have configured before a connector is offered. */
export type WalletConnectorRequirement = "walletConnectProjectId";

/**
 * One way to reach a wallet that is not in the page (spec 000 §2 connectors): everything about it in one file.
 * The catalogue names a connector by `id` (a wallet's `fallbackConnector`); `id` is also the `connector_type`
 * the server records. The list and the connect flow read these fields; only `load` brings in code.
 */
export interface WalletConnectorDefinition {
  id: string;
  /** The name the wallet list shows for the connector's own row, and errors name. */
  label: string;
  /** Brand colour of the monogram icon (no third-party artwork is bundled). */
  color: string;
  chains: readonly WalletChain[];
  /** App configuration without which the connector is not offered (the wallet shows its install screen). */
  needs: readonly WalletConnectorRequirement[];
  /** The npm package the host installs for it (an optional peer dependency), named in the error when missing. */
  package?: string;
  /**
   * Its own row in the wallet list, after the app's entries. Built-in connectors have none: the catalogue's
   * wallets (Coinbase Wallet, Base Account, WalletConnect) already name them.
   */
  listed?: boolean;
  /**
   * The wallet-listing service whose wallets connect through this connector (WalletConnect's Explorer API
   * shape, `GET ?projectId=&entries=&page=`); asked only when the app has a WalletConnect project id.
   */
  listingUrl?: string;
  /**
   * The wallet runs on another device or in another app, so connecting and signing are two visits to it: once
   * connected, the status screen asks the user to click "Sign with your wallet" (spec 000 §4.2) instead of
   * sending the signature request at once, which the wallet would show before the user is back in it.
   */
  signsSeparately?: boolean;
  /** Loads the code (a dynamic import, so nothing of it is in the page's first download). */
  load(): Promise<LoadedWalletConnector>;
}

/**
 * Declares a wallet connector (identity function that checks the shape).
 *
 * @example export const myWallet = defineWalletConnector({ id: "my_wallet", label: "My Wallet", color: "#123456",
 *   chains: ["ethereum"], needs: [], listed: true, load: () => import("./myWalletLoaded.ts") });
 */
export function defineWalletConnector(definition: WalletConnectorDefinition): WalletConnectorDefinition {
  return definition;
}
