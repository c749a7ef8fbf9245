import type { ResolvedConfig } from "@foyer/core/config";
import { FoyerError } from "@foyer/core/errors";
import { connectedSourceId, type FundingWalletEntry, fundingWalletEntries } from "@foyer/core/funding";
import type { ConnectedWallet } from "@foyer/core/wallets";
import { buildWalletList, type WalletChoice } from "@foyer/core/wallets";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import { walletManagerFor } from "../../walletManager/walletManagerFor.ts";

/** Where 'Transfer from wallet' takes its wallets from, and how it connects one. */
export interface FundingSources {
  /** The list: the external wallets connected in this page, then the app's configured wallets the page has. */
  entries(): FundingWalletEntry[];
  /** The connected wallet behind a list id (a configured entry's once it connected), or null. */
  wallet(id: string): ConnectedWallet | null;
  /** Connects a configured entry through the wallet manager (the wallet's own prompt); answers the wallet. */
  connect(id: string): Promise<ConnectedWallet>;
}

/**
 * The transfer sources of one funding flow: the wallet manager's connected external wallets (the embedded
 * ones are what is funded), and the app's wallet list (`appearance.walletList`, `walletChainType`) over the
 * wallets found in the page, connected with the same code as the login modal's wallet list (EIP-6963 and
 * `window.ethereum` wallets, Wallet Standard wallets). A connected one joins `useWallets()`, and the host's
 * `useConnectWallet` onSuccess listeners hear of it.
 */
export function createFundingSources(store: FoyerStore, config: ResolvedConfig): FundingSources {
  const manager = walletManagerFor(store);
  const external = () => manager.wallets().filter((wallet) => wallet.connectorType !== "embedded");
  let choices = new Map<string, WalletChoice>();
  /** Configured list id -> the connected wallet's list id, once connected. */
  const linked = new Map<string, string>();
  const byId = (id: string) => external().find((wallet) => connectedSourceId(wallet) === id) ?? null;
  return {
    entries() {
      const options = buildWalletList({
        entries: config.appearance.walletList,
        chainType: config.appearance.walletChainType,
        detected: manager.discovery().detected(),
      });
      const built = fundingWalletEntries(external(), options);
      choices = built.choices;
      return built.entries;
    },
    wallet: (id) => byId(linked.get(id) ?? id),
    async connect(id) {
      const choice = choices.get(id);
      if (!choice) throw new FoyerError("unknown_connect_wallet_error", "Unable to find source wallet connector");
      // Only page wallets are listed: no pairing URI comes (a QR-based wallet would need its own screen).
      const session = await manager.connect(choice, () => {});
      const wallet = external().find(
        (candidate) =>
          candidate.chainType === choice.chain && candidate.address.toLowerCase() === session.address.toLowerCase(),
      );
      if (!wallet) throw new FoyerError("unknown_connect_wallet_error", "Unable to find source wallet connector");
      linked.set(id, connectedSourceId(wallet));
      // A connection like connectWallet()'s: the host's useConnectWallet listeners hear of it too.
      store.reportWalletConnect({
        wallet: {
          address: session.address,
          chainType: choice.chain,
          walletClientType: choice.walletClientType,
          connectorType: choice.connectorType,
        },
      });
      return wallet;
    },
  };
}
