import { RPC_ERRORS } from "../eip1193/ProviderRpcError.ts";
import { FoyerError } from "../errors/FoyerError.ts";
import type { Chain } from "./Chain.ts";
import { loadBuiltInChains } from "./loadBuiltInChains.ts";
import { type RpcConfig, resolveRpcUrl } from "./resolveRpcUrl.ts";

export interface ChainRegistryOptions {
  /** The host's chains; when set, only these (and chains added at run time) may be used. */
  supportedChains?: readonly Chain[] | null;
  defaultChain?: Chain | null;
  rpcConfig?: RpcConfig;
  /** Sent as `foyerAppId` to a Foyer-hosted RPC. */
  appId?: string | null;
  /** Where the built-in chains come from (default: the lazily loaded viem list). */
  loadBuiltIns?: () => Promise<readonly Chain[]>;
}

/**
 * Which EVM chains a wallet may use and the RPC URL of each: the single place the embedded EIP-1193
 * provider, the transaction runner and the chain reads of the screens resolve a chain id. The URL follows
 * the priority of spec 001 §7 (resolveRpcUrl): wallet override, the host's per-chain URL, the Foyer-hosted
 * URL with `foyerAppId`, then the public default.
 */
export interface ChainRegistry {
  /** The chain a wallet starts on: the host's default chain, its first supported chain, else Ethereum. */
  readonly defaultChainId: number;
  /** The chain's definition, or undefined when this app may not use it. */
  chain(chainId: number): Promise<Chain | undefined>;
  /** The JSON-RPC URL for the chain; throws `unsupported_chain_id` ('Unsupported chainId {id}') otherwise. */
  rpcUrl(chainId: number): Promise<string>;
  /** Adds a chain at run time (wallet_addEthereumChain); a known id keeps its definition. */
  add(chain: Chain): void;
}

/**
 * @example
 * const chains = createChainRegistry({ supportedChains: config.supportedChains, rpcConfig: config.rpcConfig, appId });
 * const url = await chains.rpcUrl(8453);
 */
export function createChainRegistry(options: ChainRegistryOptions = {}): ChainRegistry {
  const added = new Map<number, Chain>();
  const supported = options.supportedChains && options.supportedChains.length > 0 ? options.supportedChains : null;
  const loadBuiltIns = options.loadBuiltIns ?? loadBuiltInChains;
  const defaultChainId = options.defaultChain?.id ?? supported?.[0]?.id ?? 1;

  async function chain(chainId: number): Promise<Chain | undefined> {
    const own = supported?.find((c) => c.id === chainId) ?? added.get(chainId);
    if (own) return own;
    if (options.defaultChain?.id === chainId) return options.defaultChain;
    // Without supportedChains every built-in chain is allowed (spec 000 §9).
    if (supported) return undefined;
    return (await loadBuiltIns()).find((c) => c.id === chainId);
  }

  return {
    defaultChainId,
    chain,
    async rpcUrl(chainId) {
      const found = await chain(chainId);
      if (!found) {
        throw new FoyerError("unsupported_chain_id", `Unsupported chainId ${chainId}`, {
          details: { chainId, rpcCode: RPC_ERRORS.chainDisconnected.code },
        });
      }
      try {
        return resolveRpcUrl(found, { rpcConfig: options.rpcConfig, appId: options.appId ?? null });
      } catch (cause) {
        // A chain defined with no URL at all (and none configured): spec 001 §8 names Ethereum's case.
        const message = chainId === 1 ? "Unable to load mainnet RPC" : `Unable to load the RPC of chain ${chainId}`;
        throw new FoyerError("not_supported", message, { cause, details: { chainId } });
      }
    },
    add(newChain) {
      if (!added.has(newChain.id) && !supported?.some((c) => c.id === newChain.id)) added.set(newChain.id, newChain);
    },
  };
}
