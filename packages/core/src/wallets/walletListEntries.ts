/** Every value a host may put in `appearance.walletList` (spec 000 §3 "Wallet list values" and special entries). */
export const WALLET_LIST_ENTRIES = [
  "detected_ethereum_wallets",
  "detected_solana_wallets",
  "phantom",
  "backpack",
  "solflare",
  "universal_profile",
  "metamask",
  "okx_wallet",
  "rainbow",
  "uniswap",
  "bybit_wallet",
  "ronin_wallet",
  "haha_wallet",
  "zerion",
  "rabby_wallet",
  "cryptocom",
  "binance",
  "coinbase_wallet",
  "base_account",
  "safe",
  "wallet_connect",
  "wallet_connect_qr",
  "wallet_connect_qr_solana",
] as const;

/** One entry of the external wallet list. */
export type WalletListEntry = (typeof WALLET_LIST_ENTRIES)[number];

/** Which chain types external wallets are offered for (spec 000 §3 "Wallet chain type values"). */
export type WalletChainType = "ethereum-only" | "solana-only" | "ethereum-and-solana";
