import type { Eip1193Provider } from "../eip1193/Eip1193Provider.ts";
import { defineWalletConnector, type WalletConnectorDefinition } from "../wallets/WalletConnectorDefinition.ts";
import { importConnectorPackage } from "./importConnectorPackage.ts";

export interface WalletConnectOptions {
  /**
   * The relay the SDK pairs through (default: WalletConnect's public relay); `npm start` runs a local one. With
   * a relay of your own, WalletConnect's Verify API (domain attestation by WalletConnect's servers) is off.
   */
  relayUrl?: string;
  /** JSON-RPC URL per chain id for the read calls the SDK answers itself (default: WalletConnect's RPC). */
  rpcUrls?: Record<number, string>;
  /**
   * The wallet-listing service the wallet list appends wallets from (default: WalletConnect's Explorer API);
   * `npm start`'s relay answers the same shape at http://127.0.0.1:8790/v3/wallets, offline.
   */
  listingUrl?: string;
}

/**
 * With a relay of the host's own (e.g. npm start's local one) there is no WalletConnect Verify service behind
 * it, yet the SDK would still load verify.walletconnect.org in a hidden frame for every proposal (it has no
 * option for this; its own tests turn it off by this flag). Turned off here, so a local setup calls nothing
 * outside the machine.
 */
function skipVerifyApi(provider: unknown): void {
  const verify = (provider as { signer?: { client?: { core?: { verify?: { isDevEnv?: boolean } } } } }).signer?.client
    ?.core?.verify;
  if (verify) verify.isDevEnv = true;
}

/**
 * WalletConnect on the official dapp SDK (`@walletconnect/ethereum-provider`, an optional peer dependency: the
 * host installs it), loaded only when the user picks a wallet that connects by QR code. Offered only when the
 * app config has a WalletConnect project id. Foyer draws the QR code itself (`showQrModal: false`): the SDK's
 * pairing URI goes to `onDisplayUri`. Telemetry is off: a login modal does not report its users' choices.
 *
 * @example <FoyerProvider config={{ walletConnectors: [walletConnect()] }} />
 */
export function walletConnect(options: WalletConnectOptions = {}): WalletConnectorDefinition {
  return defineWalletConnector({
    id: "wallet_connect_v2",
    label: "WalletConnect",
    color: "#3B99FC",
    chains: ["ethereum"],
    needs: ["walletConnectProjectId"],
    package: "@walletconnect/ethereum-provider",
    signsSeparately: true,
    ...(options.listingUrl ? { listingUrl: options.listingUrl } : {}),
    async load() {
      const { EthereumProvider } = await importConnectorPackage(
        "WalletConnect",
        "@walletconnect/ethereum-provider",
        () => import("@walletconnect/ethereum-provider"),
      );
      return {
        async connect({ walletConnectProjectId, chains, onDisplayUri }) {
          const [first, ...rest] = chains;
          if (first === undefined || !walletConnectProjectId) {
            throw new Error("WalletConnect needs a project id and at least one chain.");
          }
          const provider = await EthereumProvider.init({
            projectId: walletConnectProjectId,
            optionalChains: [first, ...rest],
            showQrModal: false,
            telemetryEnabled: false,
            ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
            ...(options.rpcUrls ? { rpcMap: { ...options.rpcUrls } } : {}),
          });
          if (options.relayUrl) skipVerifyApi(provider);
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
        },
      };
    },
  });
}
