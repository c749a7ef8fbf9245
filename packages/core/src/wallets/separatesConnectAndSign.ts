import { type ConnectorType, catalogueWallet } from "./walletCatalogue.ts";
import { PAGE_CONNECTORS, type WalletConnectorRegistry } from "./walletConnectorRegistry.ts";

/**
 * Does this wallet make the user click "Sign with your wallet" after connecting (spec 000 §4.2)? Read from
 * what connected it: the registered connector's definition (WalletConnect, Coinbase Wallet, Base Account, a
 * host's own), a page connector (the mobile wallet adapter), or the wallet's catalogue entry (Phantom in the
 * page). The runtime answers it with the `connected` event, so the flow machine keeps no list of its own.
 *
 * @example separatesConnectAndSign(registry, { connectorType: "wallet_connect_v2", walletClientType: "rainbow" }) // true when registered
 */
export function separatesConnectAndSign(
  registry: WalletConnectorRegistry,
  choice: { connectorType: ConnectorType; walletClientType: string },
): boolean {
  const connector =
    registry.find(choice.connectorType) ?? PAGE_CONNECTORS.find((page) => page.id === choice.connectorType);
  return connector?.signsSeparately === true || catalogueWallet(choice.walletClientType)?.signsSeparately === true;
}
