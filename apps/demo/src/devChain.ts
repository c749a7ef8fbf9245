// The demo's local chains, as `npm start` (scripts/start.mjs) or the e2e stack (startStack `anvil`) started
// them. The values come in as VITE_ variables; the defaults are what a fresh `npm start` gives.
const env = import.meta.env;

/** anvil's RPC, the dev contracts on it, and the local Solana RPC. */
export const devChainEnv = {
  evmRpcUrl: env.VITE_FOYER_EVM_RPC_URL || "http://127.0.0.1:8545",
  evmChainId: Number(env.VITE_FOYER_EVM_CHAIN_ID || 31337),
  usdc: env.VITE_FOYER_USDC_ADDRESS || "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  nft: env.VITE_FOYER_NFT_ADDRESS || "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
  solanaRpcUrl: env.VITE_FOYER_SOLANA_RPC_URL || "http://127.0.0.1:8899",
  /** The funding sandbox's second anvil (chain id 31338), or null when none runs. */
  secondEvmRpcUrl: env.VITE_FOYER_SECOND_EVM_RPC_URL || null,
};

/** The local anvil chain as a Foyer (viem-shaped) chain definition: what the demo passes as supportedChains. */
export const devChain = {
  id: devChainEnv.evmChainId,
  name: "Foyer Dev Chain",
  network: "anvil",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [devChainEnv.evmRpcUrl] } },
  testnet: true,
};
