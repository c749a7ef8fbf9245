/** Blockaid's chain names for the chains Foyer knows (others are sent as their hex chain id). */
const EVM_CHAINS: Record<number, string> = {
  1: "ethereum",
  10: "optimism",
  56: "bsc",
  100: "gnosis",
  137: "polygon",
  324: "zksync",
  8453: "base",
  42161: "arbitrum",
  42170: "arbitrum-nova",
  43114: "avalanche",
  59144: "linea",
  7777777: "zora",
  81457: "blast",
  534352: "scroll",
  130: "unichain",
  11155111: "ethereum-sepolia",
  84532: "base-sepolia",
};

/** The `chain` field of an EVM scan: Blockaid's name, or the chain id in hex (the API takes either). */
export function blockaidEvmChain(chainId: number): string {
  return EVM_CHAINS[chainId] ?? `0x${chainId.toString(16)}`;
}

/** The `chain` field of a Solana scan, from a Wallet Standard chain id ("solana:mainnet" → "mainnet"). */
export function blockaidSolanaChain(chainId: string): string {
  return chainId.replace(/^solana:/, "");
}
