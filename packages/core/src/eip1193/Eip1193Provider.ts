/** The EIP-1193 provider interface, as far as Foyer uses it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** What an EIP-6963 wallet announces about itself. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

/**
 * Connectors for wallets that are not in the page, each answering an EIP-1193 provider (the boundary where
 * the official SDKs plug in; see the README). Without one, choosing such a wallet shows "not configured".
 */
export interface WalletConnectorFactories {
  /**
   * The QR-based protocol v2 (e.g. `@walletconnect/ethereum-provider`): report the pairing URI through
   * `onDisplayUri` and Foyer draws the QR code; resolve once the wallet approved the session.
   */
  walletConnect?: (options: {
    projectId: string;
    chains: readonly number[];
    onDisplayUri: (uri: string) => void;
  }) => Promise<Eip1193Provider>;
  /** Coinbase Wallet (e.g. `@coinbase/wallet-sdk`'s `makeWeb3Provider()`). */
  coinbaseWallet?: (options: { appName: string; chains: readonly number[] }) => Promise<Eip1193Provider>;
  /** Base Account (e.g. `@base-org/account`'s provider). */
  baseAccount?: (options: { appName: string; chains: readonly number[] }) => Promise<Eip1193Provider>;
}
