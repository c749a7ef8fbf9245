/** RPC endpoints of one transport group of a chain (viem's `ChainRpcUrls` has the same shape). */
export interface ChainRpcUrls {
  http: readonly string[];
  webSocket?: readonly string[];
}

/** A block explorer of a chain (viem's `ChainBlockExplorer` has the same shape). */
export interface ChainBlockExplorer {
  name: string;
  url: string;
  apiUrl?: string;
}

/**
 * An EVM chain as spec 000 §3 "Chain definition" describes it. Structurally compatible with
 * viem's `Chain`, so `import { base } from "viem/chains"` can be passed as is.
 */
export interface Chain {
  id: number;
  name: string;
  network?: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: ChainRpcUrls; [group: string]: ChainRpcUrls };
  blockExplorers?: { default: ChainBlockExplorer; [name: string]: ChainBlockExplorer };
  testnet?: boolean;
}
