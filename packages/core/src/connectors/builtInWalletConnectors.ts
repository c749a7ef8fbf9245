import type { WalletConnectorDefinition } from "../wallets/WalletConnectorDefinition.ts";
import { type BaseAccountOptions, baseAccount } from "./baseAccount.ts";
import { type CoinbaseWalletOptions, coinbaseWallet } from "./coinbaseWallet.ts";
import { type WalletConnectOptions, walletConnect } from "./walletConnect.ts";

/** Options of each built-in connector, by connector. */
export interface BuiltInWalletConnectorOptions {
  walletConnect?: WalletConnectOptions;
  coinbaseWallet?: CoinbaseWalletOptions;
  baseAccount?: BaseAccountOptions;
}

/**
 * Every connector Foyer ships, one line each: for an app that installs all three SDKs. An app that installs
 * only some imports those connectors from their own entries (`@foyer/core/connectors/coinbaseWallet`, ...),
 * since a bundler must resolve every SDK a listed connector imports.
 *
 * @example <FoyerProvider config={{ walletConnectors: builtInWalletConnectors({ walletConnect: { relayUrl } }) }} />
 */
export function builtInWalletConnectors(options: BuiltInWalletConnectorOptions = {}): WalletConnectorDefinition[] {
  return [
    walletConnect(options.walletConnect),
    coinbaseWallet(options.coinbaseWallet),
    baseAccount(options.baseAccount),
  ];
}
