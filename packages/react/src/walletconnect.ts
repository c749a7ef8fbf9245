"use client";
// @foyer/react/walletconnect: the WalletConnect connector under its earlier name. The connector is framework-free
// and lives in @foyer/core/connectors/walletConnect; this entry stays so existing imports keep working.
export {
  type WalletConnectOptions as WalletConnectConnectorOptions,
  walletConnect as walletConnectConnector,
} from "@foyer/core/connectors/walletConnect";
