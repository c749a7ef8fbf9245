import type { Eip1193Provider, WalletConnectorFactories } from "@foyer/core";

export interface WalletConnectConnectorOptions {
  /** The relay the SDK pairs through (default: WalletConnect's public relay); `npm start` runs a local one. */
  relayUrl?: string;
  /** JSON-RPC URL per chain id for the read calls the SDK answers itself (default: WalletConnect's RPC). */
  rpcUrls?: Record<number, string>;
}

/**
 * The WalletConnect connector on the official dapp SDK (`@walletconnect/ethereum-provider`), loaded with a
 * dynamic import only when the user picks WalletConnect, so the SDK is never in the page's first download.
 * Foyer draws the QR code itself (`showQrModal: false`): the SDK's pairing URI goes to `onDisplayUri`.
 * Telemetry is off: a login modal does not report its users' wallet choices to a third party.
 *
 * @example <FoyerProvider config={{ walletConnectors: { walletConnect: walletConnectConnector() } }} />
 */
export function walletConnectConnector(
  options: WalletConnectConnectorOptions = {},
): NonNullable<WalletConnectorFactories["walletConnect"]> {
  return async ({ projectId, chains, onDisplayUri }) => {
    const [first, ...rest] = chains;
    if (first === undefined) throw new Error("WalletConnect needs at least one chain.");
    const { EthereumProvider } = await import("@walletconnect/ethereum-provider");
    const provider = await EthereumProvider.init({
      projectId,
      optionalChains: [first, ...rest],
      showQrModal: false,
      telemetryEnabled: false,
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      ...(options.rpcUrls
        ? { rpcMap: Object.fromEntries(Object.entries(options.rpcUrls).map(([id, url]) => [id, url])) }
        : {}),
    });
    // A session restored from an earlier visit is reused; otherwise pair by a new URI (the QR link).
    if (!provider.session) {
      provider.on("display_uri", onDisplayUri);
      try {
        await provider.connect();
      } finally {
        provider.removeListener("display_uri", onDisplayUri);
      }
    }
    return provider as unknown as Eip1193Provider;
  };
}
