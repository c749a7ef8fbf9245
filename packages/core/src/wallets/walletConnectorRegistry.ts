import type { WalletConnectorDefinition } from "./WalletConnectorDefinition.ts";

/** A connector to what the page itself has: always there, nothing to load or install, so no definition file. */
export interface PageConnector {
  id: string;
  /** As `WalletConnectorDefinition.signsSeparately`. */
  signsSeparately?: boolean;
}

/**
 * The page's own connectors. Solana's mobile wallet adapter hands each request to the wallet app on the
 * phone, so it connects and signs in two visits, as a remote wallet does.
 */
export const PAGE_CONNECTORS: readonly PageConnector[] = [
  { id: "injected" },
  { id: "solana_adapter" },
  { id: "mobile_wallet_adapter", signsSeparately: true },
];

/** The ids of `PAGE_CONNECTORS`: a registered connector may not take one. */
export const PAGE_CONNECTOR_IDS: readonly string[] = PAGE_CONNECTORS.map((connector) => connector.id);

/** The connectors an app has registered (client config `walletConnectors`), looked up by id. */
export interface WalletConnectorRegistry {
  readonly all: readonly WalletConnectorDefinition[];
  find(id: string): WalletConnectorDefinition | undefined;
}

/**
 * The registry of an app's connectors. A later definition with the same id replaces an earlier one, so a host
 * can swap a built-in connector for its own (the list keeps the first position).
 *
 * @example createWalletConnectorRegistry([coinbaseWallet()]).find("coinbase_wallet")?.label // "Coinbase Wallet"
 */
export function createWalletConnectorRegistry(
  connectors: readonly WalletConnectorDefinition[] = [],
): WalletConnectorRegistry {
  const byId = new Map<string, WalletConnectorDefinition>();
  for (const connector of connectors) {
    if (PAGE_CONNECTOR_IDS.includes(connector.id)) {
      throw new Error(`"${connector.id}" is a connector of the page itself and cannot be replaced.`);
    }
    byId.set(connector.id, connector);
  }
  const all = [...byId.values()];
  return { all, find: (id) => byId.get(id) };
}
