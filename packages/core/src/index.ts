// @foyer/core public entry point. Keep sections; each area adds its exports in its own section.

// Per-feature entries (each its own package export: @foyer/core/errors, /api, ...); this barrel re-exports them
// for the server and for hosts that want everything. Client code that ships to browsers imports the
// per-feature entries instead (see errorsEntry.ts for why).
export * from "./apiEntry.ts";
export * from "./chainsEntry.ts";
export * from "./configEntry.ts";
export * from "./constantsEntry.ts";
export * from "./embeddedEntry.ts";
export * from "./errorsEntry.ts";
export * from "./loginEntry.ts";
export * from "./providersEntry.ts";
export * from "./sessionEntry.ts";

// ── external wallets ──
// The catalogue, list rules and message builders are in "@foyer/core/wallets" (src/walletsEntry.ts), so
// they load with the wallet screens only; what the login flow itself needs stays here.
export type {
  DetectedWallet,
  ListedWallet,
  WalletListInput,
  WalletOption,
  WalletTarget,
} from "./wallets/buildWalletList.ts";
export type { CatalogueWallet, ConnectorType, WalletChain } from "./wallets/walletCatalogue.ts";
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from "./eip1193/Eip1193Provider.ts";
export type { WalletConnectorDefinition } from "./wallets/WalletConnectorDefinition.ts";
export { CLOUDKIT_API, CloudKitPrivateDatabase } from "./wallets/cloud/CloudKitPrivateDatabase.ts";
export { GOOGLE_DRIVE_API, GoogleDriveAppData } from "./wallets/cloud/GoogleDriveAppData.ts";
// ── transaction scanning (spec 001 §3 scan result, §4 scan states, §7 scan/transaction) ──
export type * from "./scan/ScanResult.ts";

// ── funding (spec 001 §2 "Funding screens", §3, §4, §7, §9) ──
export { type FundingConfig, PRODUCTION_FUNDING_ENDPOINTS, toFundingConfig } from "./funding/FundingConfig.ts";
export {
  FUNDING_METHODS,
  type FundingAsset,
  type FundingMethod,
  type FundingOption,
  type FundingProvider,
  type WireFundingConfig,
  type WireFundingEndpoints,
} from "./wire/WireFundingConfig.ts";
export {
  COINBASE_NETWORK_LIST,
  COINBASE_ONRAMP_ASSETS,
  COINBASE_ONRAMP_NETWORKS,
  COINBASE_SOLANA_NETWORK,
  type CoinbaseOnrampAsset,
  coinbaseOnrampTarget,
  MOONPAY_CURRENCY_CODE_LIST,
  MOONPAY_CURRENCY_CODES,
  moonpayCurrencyCode,
  type OnrampDestination,
} from "./contract/onrampNetworks.ts";
export { buildCoinbaseBuyUrl, type CoinbaseExperience } from "./providers/funding/buildCoinbaseBuyUrl.ts";
export type {
  AnyFundingProviderDefinition,
  FundingProviderDefinition,
  FundingProviderMethod,
} from "./providers/funding/FundingProviderDefinition.ts";
export {
  FUNDING_PROVIDER_IDS,
  FUNDING_PROVIDERS,
  type FundingProviderId,
  findFundingProvider,
} from "./providers/funding/fundingProviders.ts";
