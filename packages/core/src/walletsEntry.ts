// @foyer/core/wallets: the external wallet catalogue, list rules and sign-in message builders. A separate entry
// point so that bundlers keep this code in the chunks of the wallet screens (not in the initial bundle).

export { providerRpcError, RPC_ERRORS, type RpcErrorName, rpcCodeOfError } from "./eip1193/ProviderRpcError.ts";
export * from "./flows/embeddedConnect/embeddedConnectMachine.ts";
export * from "./flows/mfa/createMfaMachine.ts";
export * from "./flows/mfa/isResendCooldown.ts";
export * from "./flows/mfa/mfaMachine.ts";
export * from "./flows/mfa/mfaVerifyChoices.ts";
export * from "./flows/recovery/automaticRecoveryMachine.ts";
export * from "./flows/recovery/decideWalletCreationRoute.ts";
export * from "./flows/recovery/passwordFlowMachine.ts";
export * from "./flows/recovery/recoverWithPasswordMachine.ts";
export * from "./flows/recovery/recoveryFlowMachine.ts";
export * from "./flows/recovery/recoveryOAuthMachine.ts";
export * from "./flows/recovery/recoverySelection.ts";
export * from "./flows/signatureConfirm/signatureConfirmMachine.ts";
// Embedded-wallet proxy, wallet connect machine and recovery flows: used by lazily loaded code only.
export {
  classifyWalletError,
  RPC_CHAIN_DISCONNECTED,
  RPC_INTERNAL_ERROR,
  RPC_RESOURCE_UNAVAILABLE,
  RPC_USER_REJECTED,
  rpcCodeOf,
  type WalletErrorKind,
  type WalletFlowError,
} from "./flows/walletConnect/classifyWalletError.ts";
export {
  canRetry as canRetryWallet,
  offersConnectionReset,
  type WalletChoice,
  type WalletFlowEffect,
  type WalletFlowEvent,
  type WalletFlowOptions,
  type WalletFlowState,
  type WalletFlowTransition,
  type WalletListOverride,
  type WalletPurpose,
  type WalletScreenName,
  type WalletStage,
  type WalletTimerId,
  walletConnectMachine,
} from "./flows/walletConnect/walletConnectMachine.ts";
export * from "./flows/walletExport/walletExportMachine.ts";
export {
  generatePassword,
  PASSWORD_ALLOWED_SYMBOLS,
  type PasswordStrengthLabel,
  passwordStrength,
  passwordStrengthScore,
  passwordStrengthText,
  validatePassword,
} from "./format/passwordStrength.ts";
export { availableConnectors } from "./wallets/availableConnectors.ts";
export { buildSiwsMessage, type SiwsMessageFields } from "./wallets/buildSiwsMessage.ts";
export {
  allowedChains,
  buildWalletList,
  type DetectedWallet,
  EMBEDDED_WALLET_CLIENT_TYPES,
  type ListedWallet,
  type WalletListInput,
  type WalletOption,
  type WalletTarget,
  walletFirstSplit,
} from "./wallets/buildWalletList.ts";
export {
  createEip1193Provider,
  type Eip1193Provider as EmbeddedEip1193Provider,
  type Eip1193ProviderOptions,
  type Eip1193Signer,
  ProviderRpcError,
} from "./wallets/embedded/createEip1193Provider.ts";
export {
  EmbeddedWalletProxy,
  type EmbeddedWalletProxyOptions,
  type ProxyTarget,
  type ProxyWindow,
  WALLET_PROXY_SLOW_OP_TIMEOUT_MS,
  walletProxyError,
} from "./wallets/embedded/EmbeddedWalletProxy.ts";
// External wallets below React: discovery in the page (EIP-6963, Wallet Standard), the connection through a
// registered connector, chain switching, the listing service and what the browser remembers of them.
export * from "./wallets/external/ConnectedWallet.ts";
export * from "./wallets/external/createWalletDiscovery.ts";
export * from "./wallets/external/discoverEip6963.ts";
export * from "./wallets/external/fetchWalletListings.ts";
export * from "./wallets/external/fillMobileLink.ts";
export * from "./wallets/external/injectedWalletName.ts";
export * from "./wallets/external/lastUsedWallet.ts";
export * from "./wallets/external/listenWalletStandard.ts";
export * from "./wallets/external/openWalletSession.ts";
export * from "./wallets/external/rememberedWallets.ts";
export * from "./wallets/external/SolanaStandardWallet.ts";
export * from "./wallets/external/switchEthereumChain.ts";
export * from "./wallets/external/WalletSession.ts";
export * from "./wallets/external/walletRequestError.ts";
export { findPreselectedWallet } from "./wallets/findPreselectedWallet.ts";
export { normalizeWalletName } from "./wallets/normalizeWalletName.ts";
export {
  prepareSiweMessage,
  prepareSiwsMessage,
  type WalletLoginMessageInput,
} from "./wallets/prepareWalletLoginMessage.ts";
export { safeIconUrl } from "./wallets/safeIconUrl.ts";
export { separatesConnectAndSign } from "./wallets/separatesConnectAndSign.ts";
export {
  type CatalogueWallet,
  type ConnectorType,
  catalogueWallet,
  WALLET_CATALOGUE,
  type WalletChain,
} from "./wallets/walletCatalogue.ts";
export { walletMonogram } from "./wallets/walletMonogram.ts";
