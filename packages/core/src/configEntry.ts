// @foyer/core/config: validation and resolution of the app's configuration (spec 000 §5).
export type { FoyerClientConfig, HexColor, ResolvedConfig, ThemeOption } from "./config/FoyerClientConfig.ts";
export type { LoginMethod } from "./config/loginMethods.ts";
export { isOAuthMethodName } from "./config/oauthMethodName.ts";
export { DEFAULT_ACCENT_COLOR, resolveConfig } from "./config/resolveConfig.ts";
export { validateCustomAccountType } from "./config/validateCustomAccountType.ts";
export { WALLET_LIST_ENTRIES, type WalletChainType, type WalletListEntry } from "./wallets/walletListEntries.ts";
