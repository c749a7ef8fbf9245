// @foyer/core/connectors: how wallets that are not in the page connect, one file per connector. This entry holds
// the shape and the registry only; each SDK-backed connector has an entry of its own
// (@foyer/core/connectors/walletConnect, /coinbaseWallet, /baseAccount, /builtIn) so that an app's bundler
// meets only the SDKs the app installed.

export { importConnectorPackage } from "./connectors/importConnectorPackage.ts";
export { availableConnectors, type ConnectorSettings } from "./wallets/availableConnectors.ts";
export {
  defineWalletConnector,
  type LoadedWalletConnector,
  type WalletConnectorContext,
  type WalletConnectorDefinition,
  type WalletConnectorRequirement,
} from "./wallets/WalletConnectorDefinition.ts";
export {
  createWalletConnectorRegistry,
  PAGE_CONNECTOR_IDS,
  PAGE_CONNECTORS,
  type PageConnector,
  type WalletConnectorRegistry,
} from "./wallets/walletConnectorRegistry.ts";
