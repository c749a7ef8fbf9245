import type { WalletConnectorRequirement } from "./WalletConnectorDefinition.ts";
import type { ConnectorType } from "./walletCatalogue.ts";
import type { WalletConnectorRegistry } from "./walletConnectorRegistry.ts";
import { PAGE_CONNECTOR_IDS } from "./walletConnectorRegistry.ts";

/** The app configuration that connectors may need (see WalletConnectorDefinition.needs). */
export interface ConnectorSettings {
  walletConnectProjectId: string | null | undefined;
}

/**
 * The connectors that can open a wallet in this app: the page's own (injected, Wallet Standard) always; each
 * registered connector whose needs are met (WalletConnect: a project id). The wallet list offers a wallet
 * that is not in the page only through one of these, else its install screen (spec 000 §2 "Install wallet
 * screen"), never a connection that is bound to fail.
 *
 * @example availableConnectors(createWalletConnectorRegistry(), { walletConnectProjectId: null }).has("wallet_connect_v2") // false
 */
export function availableConnectors(
  registry: WalletConnectorRegistry,
  settings: ConnectorSettings,
): ReadonlySet<ConnectorType> {
  const met: Record<WalletConnectorRequirement, boolean> = {
    walletConnectProjectId: Boolean(settings.walletConnectProjectId),
  };
  const found = new Set<ConnectorType>(PAGE_CONNECTOR_IDS);
  for (const connector of registry.all) if (connector.needs.every((need) => met[need])) found.add(connector.id);
  return found;
}
