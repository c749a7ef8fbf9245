"use client";
// @foyer/react/walletconnect: the WalletConnect connector, an entry of its own so that an app that does not
// use it never bundles even its loader (the SDK itself is loaded only when the user picks WalletConnect).
export { type WalletConnectConnectorOptions, walletConnectConnector } from "./connectors/walletConnectConnector.ts";
