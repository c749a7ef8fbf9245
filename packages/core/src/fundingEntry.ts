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
  COINBASE_CLOSED_TEXT,
  COINBASE_ERROR_TEXT,
  type CoinbaseOnrampEffect,
  type CoinbaseOnrampEvent,
  type CoinbaseOnrampState,
  coinbaseOnrampMachine,
  UNABLE_TO_INITIALIZE_TEXT,
} from "./flows/funding/coinbaseOnrampMachine.ts";
export { createFundingFlow, type FundingFlow, type FundingFlowOptions } from "./flows/funding/createFundingFlow.ts";
export { type FundingChain, type FundingData, type FundingUiConfig, fundedAsset } from "./flows/funding/FundingData.ts";
export { checkFundingAmount, fundingUsdEstimate, sanitizeFundingAmount } from "./flows/funding/fundingAmount.ts";
export { bridgeDestination, fundedBalanceTarget, onrampDestination } from "./flows/funding/fundingDestination.ts";
export {
  type FundingCompletedPayload,
  type FundingFlowEffect,
  type FundingFlowEvent,
  type FundingFlowState,
  type FundingScreen,
  fundingFlowMachine,
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
  MOONPAY_CLOSED_TEXT,
  MOONPAY_COMPLETED_TEXT,
  MOONPAY_ERROR_TEXT,
  MOONPAY_PROCESSING_TEXT,
  type MoonpayEvent,
  type MoonpayState,
  moonpayMachine,
  moonpayStatusOf,
} from "./flows/funding/moonpayMachine.ts";
export {
  type FundWalletContext,
  type FundWalletOptions,
  prepareFundWallet,
  shouldPromptFunding,
} from "./flows/funding/prepareFundWallet.ts";
export { coinbaseStatusView, moonpayStatusView, type ProviderStatusView } from "./flows/funding/providerStatusView.ts";
export { type ReceiveFundsView, receiveFundsView } from "./flows/funding/receiveFundsView.ts";
export { runBridgeEffects } from "./flows/funding/runBridgeEffects.ts";
export { runCoinbaseOnrampEffects, runMoonpayEffects } from "./flows/funding/runCardProviderEffects.ts";
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
  type CoinbaseOnrampSession,
  createFundingApi,
  type FundingApi,
  type MoonpaySignInput,
} from "./funding/createFundingApi.ts";
export {
  createMoonpayClient,
  type MoonpayClient,
  MoonpayLookupError,
  type MoonpayTransaction,
} from "./funding/createMoonpayClient.ts";
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
export type { FundingMethod, FundingProvider, WireFundingConfig } from "./wire/WireFundingConfig.ts";
