// @foyer/core/transactions: the transaction flow (machine, runner, view models), call decoding, prices,
// sponsorship and batching. A separate entry point so bundlers load it with the transaction screens only.
// Solana signing lives in @foyer/core/solana: it needs the optional @solana/* peers.

export { type ChainRegistry, type ChainRegistryOptions, createChainRegistry } from "./chains/createChainRegistry.ts";
export { InvalidChainParameterError, parseAddEthereumChain } from "./chains/parseAddEthereumChain.ts";
export {
  ProviderRpcError,
  providerRpcError,
  RPC_ERRORS,
  type RpcErrorName,
  rpcCodeOfError,
} from "./eip1193/ProviderRpcError.ts";
export {
  createTransactionFlow,
  type TransactionEffectRunner,
  type TransactionFlowHandle,
  transactionFlowFailure,
} from "./flows/transaction/createTransactionFlow.ts";
export { type ErrorView, errorViewModel } from "./flows/transaction/errorViewModel.ts";
export {
  type ScanChangeView,
  type ScanDetailsView,
  scanDetailsViewModel,
} from "./flows/transaction/scanDetailsViewModel.ts";
export type * from "./flows/transaction/TransactionFlowState.ts";
export { transactionExplorerUrl } from "./flows/transaction/transactionExplorerUrl.ts";
export {
  blockedReason,
  initialTransactionFlowState,
  scanVerdict,
  transactionMachine,
  USER_REJECTED_ERROR,
} from "./flows/transaction/transactionMachine.ts";
export { fillText, TRANSACTION_TEXTS } from "./flows/transaction/transactionTexts.ts";
export { shortAddress } from "./format/shortAddress.ts";
export {
  COINGECKO_API_URL,
  type CoinGeckoPriceSourceOptions,
  createCoinGeckoPriceSource,
} from "./prices/createCoinGeckoPriceSource.ts";
export { createLocalPriceSource, LOCAL_PRICES } from "./prices/createLocalPriceSource.ts";
export { fetchUsdPrice, priceUnavailableMessage } from "./prices/fetchUsdPrice.ts";
export { formatFiat } from "./prices/formatFiat.ts";
export { formatPriceDisplay, type PriceDisplay, type PriceDisplayPrimary } from "./prices/formatPriceDisplay.ts";
export { formatTokenAmount, TINY_TOKEN_AMOUNT, toUnits } from "./prices/formatTokenAmount.ts";
export type { PriceAsset, PriceQuote, PriceSource } from "./prices/PriceSource.ts";
export { createPriceSource, PRICE_SOURCES, type PriceSourceId } from "./prices/priceSources.ts";
export type { ScanResultType, TransactionScanResult } from "./scan/ScanResult.ts";
export { createEvmSponsorship, type SponsorshipSigner } from "./transactions/createEvmSponsorship.ts";
export { createEvmTransactionRunner } from "./transactions/createEvmTransactionRunner.ts";
export { createServerTransactionScan, TransactionScanError } from "./transactions/createServerTransactionScan.ts";
export type { DecodedAction, DecodedCall } from "./transactions/DecodedCall.ts";
export { decodeCall } from "./transactions/decodeCall.ts";
export type {
  EvmSponsorship,
  EvmTransactionContext,
  EvmTransactionSigner,
} from "./transactions/EvmTransactionContext.ts";
export {
  DELEGATION_PREFIX,
  type DelegateCall,
  delegationOf,
  executeTypedData,
  foyerDelegateAbi,
} from "./transactions/foyerDelegateAbi.ts";
export { knownFunctionAbi } from "./transactions/knownFunctionAbi.ts";
export type { EvmFees, PreparedEvmTransaction } from "./transactions/PreparedEvmTransaction.ts";
export { prepareEvmTransaction } from "./transactions/prepareEvmTransaction.ts";
export { applyTokenKind, readTokenInfo, type TokenInfo } from "./transactions/readTokenInfo.ts";
export type * from "./transactions/SendTransactionRequest.ts";
export { sendAtomicBatch } from "./transactions/sendAtomicBatch.ts";
export type { DecodedSolanaInstruction } from "./transactions/solana/decodeSolanaInstructions.ts";
export type { PreparedSolanaTransaction } from "./transactions/solana/PreparedSolanaTransaction.ts";
export type { SolanaTransactionContext } from "./transactions/solana/SolanaTransactionContext.ts";
export { SOLANA_TOKENS, type SolanaToken, solanaTokenByMint } from "./transactions/solana/solanaTokens.ts";
export { startEvmTransactionFlow } from "./transactions/startEvmTransactionFlow.ts";
export {
  skipsScreens,
  type TransactionScreens,
  type TransactionUiSettings,
} from "./transactions/TransactionScreens.ts";
export { tokenCallAbi } from "./transactions/tokenCallAbi.ts";
export { toTransactionFlowError } from "./transactions/toTransactionFlowError.ts";
export {
  InvalidTransactionRequestError,
  type NormalizedEvmRequest,
  validateEvmRequest,
} from "./transactions/validateEvmRequest.ts";
export { type AddFundsView, addFundsViewModel } from "./transactions/views/addFundsViewModel.ts";
export {
  type AddressView,
  type ApprovalView,
  type ApprovalViewContext,
  approvalViewModel,
  type ButtonView,
} from "./transactions/views/approvalViewModel.ts";
export { type SolanaReviewView, solanaReviewViewModel } from "./transactions/views/solanaReviewViewModel.ts";
export { type SuccessView, successViewModel } from "./transactions/views/successViewModel.ts";
export { announceEip6963Provider } from "./wallets/embedded/announceEip6963Provider.ts";
export type { SignatureRequest } from "./wallets/embedded/createEip1193Provider.ts";
export { type AtomicStatus, createEip5792Calls, MAX_CALLS_PER_BATCH } from "./wallets/embedded/createEip5792Calls.ts";
export {
  createEmbeddedEvmWallet,
  type EmbeddedEvmWallet,
  type EmbeddedEvmWalletOptions,
} from "./wallets/embedded/createEmbeddedEvmWallet.ts";
export { type EventTargetLike, registerWalletStandard } from "./wallets/embedded/registerWalletStandard.ts";
