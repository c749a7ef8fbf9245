// @foyer/core/funding: the funding flow (machines, runners, view models), the provider clients and the
// useFundWallet action. A separate entry point so bundlers load it with the funding screens only.

export { compileSolanaTransaction, type SolanaInstruction } from "./chains/compileSolanaTransaction.ts";
export { type AmountView, amountView } from "./flows/funding/amountView.ts";
export {
  BRIDGE_QUOTE_RENEWED_TEXT,
  type BridgeChain,
  type BridgeEffect,
  type BridgeEvent,
  type BridgeOption,
  type BridgeSource,
  type BridgeState,
  bridgeMachine,
} from "./flows/funding/bridgeMachine.ts";
export { BRIDGE_FAILURE_TEXT, type BridgeView, bridgeView } from "./flows/funding/bridgeView.ts";
export { classifySendError } from "./flows/funding/classifySendError.ts";
export {
  createFundingFlow,
  type FundingFlow,
  type FundingFlowOptions,
  type RunningFundingProvider,
} from "./flows/funding/createFundingFlow.ts";
export { type FundingChain, type FundingData, type FundingUiConfig, fundedAsset } from "./flows/funding/FundingData.ts";
export { checkFundingAmount, fundingUsdEstimate, sanitizeFundingAmount } from "./flows/funding/fundingAmount.ts";
export { bridgeDestination, fundedBalanceTarget, onrampDestination } from "./flows/funding/fundingDestination.ts";
export {
  createFundingFlowMachine,
  type FundingCompletedPayload,
  type FundingFlowEffect,
  type FundingFlowEvent,
  type FundingFlowState,
  type FundingScreen,
  fundingFlowMachine,
  fundingProviderFor,
} from "./flows/funding/fundingFlowMachine.ts";
export { fundingSuccessView } from "./flows/funding/fundingSuccessView.ts";
export {
  type ConnectedFundingSource,
  connectedSourceId,
  fundingWalletEntries,
} from "./flows/funding/fundingWalletEntries.ts";
export {
  type FundingWatcherEvent,
  type FundingWatcherState,
  type FundingWatchProvider,
  fundingWatcherMachine,
} from "./flows/funding/fundingWatcherMachine.ts";
export { type LandingView, landingView, TRY_DIFFERENT_PROVIDER_TEXT } from "./flows/funding/landingView.ts";
export {
  type FundWalletContext,
  type FundWalletOptions,
  prepareFundWallet,
  shouldPromptFunding,
} from "./flows/funding/prepareFundWallet.ts";
export { type ReceiveFundsView, receiveFundsView } from "./flows/funding/receiveFundsView.ts";
export { runBridgeEffects } from "./flows/funding/runBridgeEffects.ts";
export { runFundingWatcherEffects, runWalletTransferEffects } from "./flows/funding/runTransferEffects.ts";
export {
  transferAmountExtras,
  transferWalletName,
  type WalletListView,
  walletConnectingView,
  walletListView,
} from "./flows/funding/walletListView.ts";
export {
  type FundingWalletEntry,
  visibleWallets,
  WALLET_CONNECT_FAILED_TEXT,
  type WalletTransferEvent,
  type WalletTransferState,
  walletTransferMachine,
} from "./flows/funding/walletTransferMachine.ts";
export {
  type BridgeQuote,
  type BridgeQuoteRequest,
  type BridgeStatus,
  type BridgeTransaction,
  createRelayClient,
  RELAY_SOL_CURRENCY,
  RELAY_SOLANA_CHAIN_ID,
  type RelayClient,
  type RelaySolanaInstruction,
  ZERO_ADDRESS,
} from "./funding/createRelayClient.ts";
export { type FundingConfig, toFundingConfig } from "./funding/FundingConfig.ts";
export type {
  EvmSourceWallet,
  FundingPopup,
  FundingPorts,
  SolanaSourceWallet,
  SourceWallet,
} from "./funding/FundingPorts.ts";
export { type BalanceTarget, readChainBalance } from "./funding/readChainBalance.ts";
export { sendFromEvmWallet, UnsupportedChainError } from "./funding/sendFromEvmWallet.ts";
export { solanaTransferInstruction } from "./funding/solanaTransferInstruction.ts";
// The funding providers (providers/funding/): the contract, the registry and the built-in providers' parts.
export { coinbase, coinbaseStatusView } from "./providers/funding/coinbase.ts";
export {
  COINBASE_CLOSED_TEXT,
  COINBASE_ERROR_TEXT,
  type CoinbaseOnrampEffect,
  type CoinbaseOnrampEvent,
  type CoinbaseOnrampState,
  coinbaseOnrampMachine,
} from "./providers/funding/coinbaseOnrampMachine.ts";
export {
  createMoonpayClient,
  type MoonpayClient,
  MoonpayLookupError,
  type MoonpayTransaction,
} from "./providers/funding/createMoonpayClient.ts";
export {
  type AnyFundingProviderDefinition,
  defineFundingProvider,
  type FundingProviderDefinition,
  type FundingProviderMethod,
  type FundingProviderOrder,
  type FundingProviderOutcome,
  type FundingProviderPorts,
  type FundingRequest,
  type ProviderStatusView,
  UNABLE_TO_INITIALIZE_TEXT,
} from "./providers/funding/FundingProviderDefinition.ts";
export {
  FUNDING_PROVIDER_IDS,
  FUNDING_PROVIDERS,
  type FundingProviderId,
  findFundingProvider,
} from "./providers/funding/fundingProviders.ts";
export { moonpay, moonpayStatusView } from "./providers/funding/moonpay.ts";
export {
  MOONPAY_CLOSED_TEXT,
  MOONPAY_COMPLETED_TEXT,
  MOONPAY_ERROR_TEXT,
  MOONPAY_PROCESSING_TEXT,
  type MoonpayEvent,
  type MoonpayState,
  moonpayMachine,
  moonpayStatusOf,
} from "./providers/funding/moonpayMachine.ts";
export { type CoinbaseOnrampSession, runCoinbaseOnrampEffects } from "./providers/funding/runCoinbaseOnrampEffects.ts";
export { runMoonpayEffects } from "./providers/funding/runMoonpayEffects.ts";
export type { FundingMethod, FundingProvider, WireFundingConfig } from "./wire/WireFundingConfig.ts";
