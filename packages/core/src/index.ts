// @foyer/core public entry point. Keep sections; each area adds its exports in its own section.

// ── errors ──
export {
  type CatalogueEntry,
  errorCatalogue,
  errorCodes,
  type FoyerErrorCode,
  isFoyerErrorCode,
} from "./errors/catalogue.ts";
export { FoyerError } from "./errors/FoyerError.ts";

// ── constants and shared types ──
export * from "./constants.ts";
export type * from "./api/wire.ts";
export { isOAuthProviderName, OAUTH_PROVIDER_NAMES } from "./providers/oauth/oauthProviderNames.ts";
export { defaultWireAppConfig } from "./api/defaultWireAppConfig.ts";
export type * from "./types.ts";

// ── config (validation and resolution, spec 000 §5) ──
export type { Chain, ChainBlockExplorer, ChainRpcUrls } from "./chains/Chain.ts";
export type { FoyerClientConfig, HexColor, ResolvedConfig, ThemeOption } from "./config/FoyerClientConfig.ts";
export { isLoginMethod, LOGIN_METHODS, type LoginMethod } from "./config/loginMethods.ts";
export { DEFAULT_ACCENT_COLOR, resolveConfig } from "./config/resolveConfig.ts";
export { validateCustomAccountType } from "./config/validateCustomAccountType.ts";
export { WALLET_LIST_ENTRIES, type WalletChainType, type WalletListEntry } from "./config/walletListEntries.ts";

// ── api client ──
export type { AnalyticsApi } from "./api/analytics.ts";
export type { AppsApi } from "./api/apps.ts";
export type { CaptchaApi } from "./api/captcha.ts";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./api/createApiClient.ts";
export type { ApiRequest, RequestAuth, RequestFn } from "./api/createRequest.ts";
export type { CustomJwtApi } from "./api/customJwt.ts";
export type {
  FarcasterApi,
  FarcasterChannel,
  FarcasterProof,
  FarcasterSignature,
  FarcasterStatus,
} from "./api/farcaster.ts";
export type { GuestApi } from "./api/guest.ts";
export type { OAuthApi, OAuthCallbackInput, OAuthProvider } from "./api/oauth.ts";
export type { CrossAppApi, CrossAppCallbackInput, CrossAppProviderDetails } from "./api/crossApp.ts";
export type { SsoApi, SsoCallbackInput } from "./api/sso.ts";
export type { PasskeysApi, WebAuthnJson } from "./api/passkeys.ts";
export type { PasswordlessApi } from "./api/passwordless.ts";
export type { PasswordlessSmsApi } from "./api/passwordlessSms.ts";
export type { SessionsApi } from "./api/sessions.ts";
export type { SiweApi, SiweSignature, WalletNonce } from "./api/siwe.ts";
export type { SiwsApi, SiwsSignature } from "./api/siws.ts";
export type { TelegramApi, TelegramAuthResult, TelegramProof } from "./api/telegram.ts";
export { toAuthResult } from "./api/toAuthResult.ts";
export { toUser } from "./api/toUser.ts";
export { userFromBody, type WireUserBody } from "./api/userFromBody.ts";
export type { UsersApi } from "./api/users.ts";

// ── session ──
export {
  ACCESS_TOKEN_STORAGE_KEY,
  createSessionManager,
  REFRESH_TOKEN_STORAGE_KEY,
  type SessionManager,
  type SessionManagerOptions,
  type SessionState,
  type SessionStatus,
  type StorageEventSubscriber,
} from "./session/createSessionManager.ts";
export type { StorageLike } from "./session/createTokenStore.ts";
export { sessionCookieFetch } from "./session/sessionCookieFetch.ts";
export { decodeJwtPayload, tokenExpiresAt } from "./session/decodeJwtPayload.ts";

// ── flows ──
export type {
  FlowFinish,
  FlowMachine,
  FlowTransition,
  ModalFlowHandle,
} from "./flows/modalFlow/FlowMachine.ts";
export {
  type CodeEntryEffect,
  type CodeEntryError,
  type CodeEntryErrorKind,
  type CodeEntryEvent,
  type CodeEntryState,
  type CodeEntryTimerId,
  codeEntryMachine,
  ESCALATED_CODE_ERRORS,
  type FlowError,
} from "./flows/codeEntry/codeEntryMachine.ts";
export {
  type AccountTransferData,
  type AccountTransferEffect,
  type AccountTransferEvent,
  type AccountTransferState,
  type AccountTransferTimerId,
  accountTransferMachine,
  transferDataFrom,
} from "./flows/accountTransfer/accountTransferMachine.ts";
export {
  CAPTCHA_TIMERS,
  type CaptchaEffect,
  type CaptchaEvent,
  type CaptchaState,
  type CaptchaStatus,
  type CaptchaTimerId,
  captchaMachine,
  isCaptchaError,
} from "./flows/captcha/captchaMachine.ts";
export {
  FARCASTER_TIMERS,
  type FarcasterEffect,
  type FarcasterEvent,
  type FarcasterState,
  type FarcasterTimerId,
  farcasterMachine,
  farcasterTimeoutError,
} from "./flows/farcaster/farcasterMachine.ts";
export { decidePostLogin, type PostLoginDecision } from "./flows/login/decidePostLogin.ts";
export { isValidEmail } from "./flows/login/isValidEmail.ts";
export {
  type EmailFormError,
  type EmailFormState,
  type LoginEffect,
  type LoginEvent,
  type LoginOptions,
  type LoginState,
  type LoginStep,
  type LoginStepName,
  type LinkMethod,
  type LoginFlowMethod,
  type LoginTimerId,
  loginMachine,
  type PasskeyAction,
  type PhoneFormState,
  routeSignInError,
  type SignedIn,
} from "./flows/login/loginMachine.ts";

// ── theme / format ──

// ── chains (spec 000 §7 RPC priority, §9 built-in chains; the viem-backed list loads lazily) ──
export { blockExplorerUrl, DEFAULT_BLOCK_EXPLORER_URL, type ExplorerTarget } from "./chains/blockExplorerUrl.ts";
export { loadBuiltInChain, loadBuiltInChains } from "./chains/loadBuiltInChains.ts";
export {
  FOYER_RPC_APP_ID_PARAM,
  FOYER_RPC_GROUP,
  type RpcConfig,
  resolveRpcUrl,
  WALLET_OVERRIDE_RPC_GROUP,
} from "./chains/resolveRpcUrl.ts";
export {
  SHOWN_SOLANA_CLUSTERS,
  SOLANA_CLUSTERS,
  SOLANA_EXPLORER_URL,
  type SolanaCluster,
  type SolanaClusterName,
  solanaClusterOf,
  solanaExplorerUrl,
} from "./chains/solanaClusters.ts";
export { USDC_ADDRESSES } from "./chains/usdcAddresses.ts";
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
export type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  WalletConnectorFactories,
} from "./wallets/Eip1193Provider.ts";
// The one table of provider error codes (every Foyer provider and connector answers from it).
export {
  ProviderRpcError,
  providerRpcError,
  RPC_ERRORS,
  type RpcErrorName,
  rpcCodeOfError,
} from "./wallets/ProviderRpcError.ts";
export { FOYER_EMBEDDED_RDNS } from "./wallets/embedded/foyerEmbeddedRdns.ts";
// ── embedded wallets (wallet frame protocol and host-side proxy) ──
export * from "./wallets/embedded/walletFrameProtocol.ts";
export { embeddedWalletsOf, walletsToCreateOnLogin } from "./wallets/embedded/walletsToCreateOnLogin.ts";
export { createWalletsApi, type ListedEmbeddedWallet, type WalletsApi } from "./api/wallets.ts";
export type { MfaApi, MfaEnrolment, MfaMethod } from "./api/mfa.ts";
export type { RecoveryOAuthApi, RecoveryOAuthProviderName, RecoveryOAuthToken } from "./api/recoveryOAuth.ts";
export { CLOUDKIT_API, CloudKitPrivateDatabase } from "./wallets/cloud/CloudKitPrivateDatabase.ts";
export { GOOGLE_DRIVE_API, GoogleDriveAppData } from "./wallets/cloud/GoogleDriveAppData.ts";
// ── transaction scanning (spec 001 §3 scan result, §4 scan states, §7 scan/transaction) ──
export type * from "./scan/ScanResult.ts";

// ── funding (spec 001 §2 "Funding screens", §3, §4, §7, §9) ──
export {
  FUNDING_METHODS,
  FUNDING_PROVIDERS,
  type FundingAsset,
  type FundingConfig,
  type FundingMethod,
  type FundingOption,
  type FundingProvider,
  PRODUCTION_FUNDING_ENDPOINTS,
  toFundingConfig,
  type WireFundingConfig,
  type WireFundingEndpoints,
} from "./funding/FundingConfig.ts";
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
} from "./funding/onrampNetworks.ts";
export { buildCoinbaseBuyUrl, type CoinbaseExperience } from "./funding/buildCoinbaseBuyUrl.ts";
