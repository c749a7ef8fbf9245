export { FoyerDelegate } from "./artifacts/FoyerDelegate.ts";
export { IdRegistry } from "./artifacts/IdRegistry.ts";
export { TestNFT } from "./artifacts/TestNFT.ts";
export { TestSmartWallet } from "./artifacts/TestSmartWallet.ts";
export { TestUSDC } from "./artifacts/TestUSDC.ts";
export { type Artifact, deployContract } from "./deployContract.ts";
export {
  DEV_FUNDED_ACCOUNTS,
  DEV_USDC_PER_ACCOUNT,
  type DevContracts,
  deployDevContracts,
} from "./deployDevContracts.ts";
export { devAccount, devMnemonic } from "./devAccounts.ts";
export {
  DEV_DELEGATE_DEPLOYER,
  DEV_RELAYER,
  deployFoyerDelegate,
  devDelegateAddress,
} from "./deployFoyerDelegate.ts";
export { findAnvil } from "./findAnvil.ts";
export { registerFid } from "./registerFid.ts";
export { type Anvil, type StartAnvilOptions, startAnvil } from "./startAnvil.ts";
export { DEV_EVM_PORT, type DevChains, type StartDevChainsOptions, startDevChains } from "./startDevChains.ts";
export {
  createSolanaRpcHandler,
  type LandedTransaction,
  RpcError,
  type RpcRequest,
  type SolanaRpcHooks,
} from "./solana/createSolanaRpcHandler.ts";
export { createSolanaSubscriptions } from "./solana/createSolanaSubscriptions.ts";
export {
  DEV_SOLANA_LAMPORTS,
  devSolanaAddress,
  devSolanaSeed,
  devSolanaSigner,
} from "./solana/devSolanaAccount.ts";
export {
  DEV_SOLANA_PORT,
  type SolanaDevnet,
  type StartSolanaDevnetOptions,
  startSolanaDevnet,
} from "./solana/startSolanaDevnet.ts";
export { type RpcTransactionError, toRpcTransactionError } from "./solana/toRpcTransactionError.ts";
export { ScanDrainer } from "./scan/artifacts/ScanDrainer.ts";
export { type DeployScanCorpusOptions, deployScanCorpus } from "./scan/deployScanCorpus.ts";
export type { ScanCorpus, ScanLabel, ScanScenario } from "./scan/ScanScenario.ts";
// ── funding sandbox (#17): local Coinbase Onramp, MoonPay and Relay that credit the local chains ──
export {
  type FundingSandbox,
  type StartFundingSandboxOptions,
  startFundingSandbox,
} from "./funding/startFundingSandbox.ts";
export {
  type ChainCreditor,
  type CreditTarget,
  createChainCreditor,
  type SandboxEvmChain,
} from "./funding/createChainCreditor.ts";
export { SANDBOX_LIMITS_USD, SANDBOX_USD_PRICES, SECOND_EVM_CHAIN_ID } from "./funding/sandboxMarket.ts";
export { RELAY_EVM_NATIVE, RELAY_SOL_NATIVE, RELAY_SOLANA_CHAIN_ID } from "./funding/relay/relayCurrencies.ts";
export { RELAY_QUOTE_TTL_MS } from "./funding/relay/quoteRelayRequest.ts";
export { sendSolanaInstructions } from "./funding/sendSolanaInstructions.ts";
export { mintSolanaUsdc, SOLANA_USDC_DECIMALS, setUpSolanaUsdc } from "./funding/solanaUsdc.ts";
export {
  DEV_WALLETCONNECT_RELAY_PORT,
  startWalletConnectRelay,
  type WalletConnectRelay,
} from "./walletconnect/startWalletConnectRelay.ts";
