import type { Eip1193Provider } from "../eip1193/Eip1193Provider.ts";
import { defineWalletConnector, type WalletConnectorDefinition } from "../wallets/WalletConnectorDefinition.ts";
import { importConnectorPackage } from "./importConnectorPackage.ts";

export interface CoinbaseWalletOptions {
  /** Which accounts the popup offers: "all" (default), "smartWalletOnly" or "eoaOnly". */
  accounts?: "all" | "smartWalletOnly" | "eoaOnly";
  /** The app logo the popup shows (default: the page's favicon). */
  appLogoUrl?: string;
}

/**
 * Coinbase Wallet on its official SDK (`@coinbase/wallet-sdk`, an optional peer dependency: the host installs
 * it). Loaded only when the user picks Coinbase Wallet; the SDK then opens Coinbase's own popup
 * (keys.coinbase.com), so connecting needs Coinbase's servers.
 *
 * @example <FoyerProvider config={{ walletConnectors: [coinbaseWallet()] }} />
 */
export function coinbaseWallet(options: CoinbaseWalletOptions = {}): WalletConnectorDefinition {
  return defineWalletConnector({
    id: "coinbase_wallet",
    label: "Coinbase Wallet",
    color: "#0052FF",
    chains: ["ethereum"],
    needs: [],
    package: "@coinbase/wallet-sdk",
    signsSeparately: true,
    async load() {
      const { createCoinbaseWalletSDK } = await importConnectorPackage(
        "Coinbase Wallet",
        "@coinbase/wallet-sdk",
        () => import("@coinbase/wallet-sdk"),
      );
      return {
        async connect({ appName, chains }) {
          const sdk = createCoinbaseWalletSDK({
            appName,
            appChainIds: [...chains],
            ...(options.appLogoUrl ? { appLogoUrl: options.appLogoUrl } : {}),
            preference: { options: options.accounts ?? "all" },
          });
          return sdk.getProvider() as unknown as Eip1193Provider;
        },
      };
    },
  });
}
