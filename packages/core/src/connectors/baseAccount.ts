import type { Eip1193Provider } from "../eip1193/Eip1193Provider.ts";
import { defineWalletConnector, type WalletConnectorDefinition } from "../wallets/WalletConnectorDefinition.ts";
import { importConnectorPackage } from "./importConnectorPackage.ts";

export interface BaseAccountOptions {
  /** The app logo the popup shows (default: the page's favicon). */
  appLogoUrl?: string;
}

/**
 * Base Account on its official SDK (`@base-org/account`, an optional peer dependency: the host installs it).
 * Loaded only when the user picks Base Account; the SDK opens Base's popup (keys.coinbase.com), so connecting
 * needs Coinbase's servers. Telemetry is off: a login modal does not report its users' choices.
 *
 * @example <FoyerProvider config={{ walletConnectors: [baseAccount()] }} />
 */
export function baseAccount(options: BaseAccountOptions = {}): WalletConnectorDefinition {
  return defineWalletConnector({
    id: "base_account",
    label: "Base Account",
    color: "#0000FF",
    chains: ["ethereum"],
    needs: [],
    package: "@base-org/account",
    signsSeparately: true,
    async load() {
      const { createBaseAccountSDK } = await importConnectorPackage(
        "Base Account",
        "@base-org/account",
        () => import("@base-org/account"),
      );
      return {
        async connect({ appName, chains }) {
          const sdk = createBaseAccountSDK({
            appName,
            appChainIds: [...chains],
            ...(options.appLogoUrl ? { appLogoUrl: options.appLogoUrl } : {}),
            preference: { telemetry: false },
          });
          return sdk.getProvider() as unknown as Eip1193Provider;
        },
      };
    },
  });
}
