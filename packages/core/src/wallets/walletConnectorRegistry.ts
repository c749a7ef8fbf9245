import type { WalletConnectorDefinition } from "./WalletConnectorDefinition.ts";

/** Connectors that talk to what the page itself has: always there, nothing to load or install. */
export const PAGE_CONNECTOR_IDS: readonly string[] = ["injected", "solana_adapter", "mobile_wallet_adapter"];

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
