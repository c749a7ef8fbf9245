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
