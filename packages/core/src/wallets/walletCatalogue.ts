import type { WalletListEntry } from "./walletListEntries.ts";

/** The two chain families external wallets sign in with. */
export type WalletChain = "ethereum" | "solana";

/**
 * How Foyer talks to a wallet. `injected`: an EIP-1193 provider in the page (EIP-6963 or window.ethereum);
 * `solana_adapter`: a Solana Wallet Standard wallet; `wallet_connect_v2`: the QR-based protocol;
 * `coinbase_wallet` / `base_account`: those SDKs; `mobile_wallet_adapter`: Solana's mobile adapter. The
 * SDK-backed ones are registered connectors (`@foyer/core/connectors/*`).
 */
export type BuiltInConnectorType =
  | "injected"
  | "solana_adapter"
  | "wallet_connect_v2"
  | "coinbase_wallet"
  | "base_account"
  | "mobile_wallet_adapter";

/** A built-in connector, or the id of one a host registered (see WalletConnectorDefinition). */
export type ConnectorType = BuiltInConnectorType | (string & {});

/** A wallet Foyer knows by name (spec 000 §3 "Wallet list values"), before anything is detected. */
export interface CatalogueWallet {
  /** The wallet list value, also the `walletClientType` reported to the server. */
  id: Exclude<WalletListEntry, "detected_ethereum_wallets" | "detected_solana_wallets" | `wallet_connect_qr${string}`>;
  name: string;
  /** Brand colour of the generated monogram icon (no third-party artwork is bundled). */
  color: string;
  chains: readonly WalletChain[];
  /** EIP-6963 reverse-DNS ids that identify this wallet when it announces itself. */
  rdns: readonly string[];
  /** How it connects when it is not detected in the page. */
  fallbackConnector: ConnectorType | "install";
  /** Where to get it (the install screen's link). */
  installLink: string;
  /** Opens a page inside the wallet's mobile in-app browser; `{url}` is the encoded page URL. */
  mobileBrowseLink?: string;
  /**
   * Even in the page, the wallet wants the signature asked for in a click of its own after connecting
   * ("Sign with your wallet", spec 000 §4.2), as connectors to remote wallets do (`signsSeparately` there).
   */
  signsSeparately?: boolean;
}

/**
 * Every named wallet of the list values. Install links are the vendors' own download pages (stable, one per
 * wallet, platform chosen there); icons are monograms made from `name` and `color` (see walletMonogram).
 */
export const WALLET_CATALOGUE: readonly CatalogueWallet[] = [
  {
    id: "metamask",
    name: "MetaMask",
    color: "#F6851B",
    chains: ["ethereum"],
    rdns: ["io.metamask", "io.metamask.flask"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://metamask.io/download",
    mobileBrowseLink: "https://metamask.app.link/dapp/{host}",
  },
  {
    id: "coinbase_wallet",
    name: "Coinbase Wallet",
    color: "#0052FF",
    chains: ["ethereum"],
    rdns: ["com.coinbase.wallet"],
    fallbackConnector: "coinbase_wallet",
    installLink: "https://www.coinbase.com/wallet/downloads",
    mobileBrowseLink: "https://go.cb-w.com/dapp?cb_url={url}",
  },
  {
    id: "base_account",
    name: "Base Account",
    color: "#0000FF",
    chains: ["ethereum"],
    rdns: ["app.base.account"],
    fallbackConnector: "base_account",
    installLink: "https://www.base.org/build/base-account",
  },
  {
    id: "rainbow",
    name: "Rainbow",
    color: "#001E59",
    chains: ["ethereum"],
    rdns: ["me.rainbow"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://rainbow.me/download",
  },
  {
    id: "phantom",
    name: "Phantom",
    color: "#AB9FF2",
    chains: ["solana", "ethereum"],
    rdns: ["app.phantom"],
    fallbackConnector: "install",
    installLink: "https://phantom.com/download",
    mobileBrowseLink: "https://phantom.app/ul/browse/{url}?ref={origin}",
    signsSeparately: true,
  },
  {
    id: "backpack",
    name: "Backpack",
    color: "#E33E3F",
    chains: ["solana", "ethereum"],
    rdns: ["app.backpack"],
    fallbackConnector: "install",
    installLink: "https://backpack.app/downloads",
  },
  {
    id: "solflare",
    name: "Solflare",
    color: "#FC7227",
    chains: ["solana"],
    rdns: [],
    fallbackConnector: "install",
    installLink: "https://solflare.com/download",
    mobileBrowseLink: "https://solflare.com/ul/v1/browse/{url}?ref={origin}",
  },
  {
    id: "universal_profile",
    name: "Universal Profiles",
    color: "#FE005B",
    chains: ["ethereum"],
    rdns: ["io.universaleverything.universalprofile"],
    fallbackConnector: "install",
    installLink: "https://my.universalprofile.cloud",
  },
  {
    id: "okx_wallet",
    name: "OKX Wallet",
    color: "#000000",
    chains: ["ethereum", "solana"],
    rdns: ["com.okex.wallet"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://www.okx.com/download",
  },
  {
    id: "uniswap",
    name: "Uniswap Wallet",
    color: "#FF007A",
    chains: ["ethereum"],
    rdns: ["org.uniswap.app"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://wallet.uniswap.org",
  },
  {
    id: "bybit_wallet",
    name: "Bybit Wallet",
    color: "#F7A600",
    chains: ["ethereum"],
    rdns: ["com.bybit"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://www.bybit.com/en/web3/home",
  },
  {
    id: "ronin_wallet",
    name: "Ronin Wallet",
    color: "#1273EA",
    chains: ["ethereum"],
    rdns: ["com.roninchain.wallet"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://wallet.roninchain.com",
  },
  {
    id: "haha_wallet",
    name: "HaHa Wallet",
    color: "#6C5CE7",
    chains: ["ethereum"],
    rdns: ["com.haha"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://www.haha.me",
  },
  {
    id: "zerion",
    name: "Zerion",
    color: "#2962EF",
    chains: ["ethereum"],
    rdns: ["io.zerion.wallet"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://zerion.io/download",
  },
  {
    id: "rabby_wallet",
    name: "Rabby Wallet",
    color: "#7084FF",
    chains: ["ethereum"],
    rdns: ["io.rabby"],
    fallbackConnector: "install",
    installLink: "https://rabby.io",
  },
  {
    id: "cryptocom",
    name: "Crypto.com Onchain",
    color: "#103F68",
    chains: ["ethereum"],
    rdns: ["com.crypto.wallet"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://crypto.com/onchain",
  },
  {
    id: "binance",
    name: "Binance Wallet",
    color: "#F0B90B",
    chains: ["ethereum"],
    rdns: ["com.binance.wallet"],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://www.binance.com/en/web3wallet",
  },
  {
    id: "safe",
    name: "Safe",
    color: "#12FF80",
    chains: ["ethereum"],
    rdns: [],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://app.safe.global",
  },
  {
    id: "wallet_connect",
    name: "WalletConnect",
    color: "#3B99FC",
    chains: ["ethereum"],
    rdns: [],
    fallbackConnector: "wallet_connect_v2",
    installLink: "https://walletguide.walletconnect.network",
  },
];

/** The catalogue entry with this wallet list value, if it names a wallet. */
export function catalogueWallet(id: string): CatalogueWallet | undefined {
  return WALLET_CATALOGUE.find((wallet) => wallet.id === id);
}
