// @foyer/core/chains: RPC priority (spec 000 §7), explorers and the built-in chains (the viem-backed list
// loads lazily).

export { blockExplorerUrl, DEFAULT_BLOCK_EXPLORER_URL, type ExplorerTarget } from "./chains/blockExplorerUrl.ts";
export type { Chain, ChainBlockExplorer, ChainRpcUrls } from "./chains/Chain.ts";
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
