/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FOYER_SERVER_URL?: string;
  readonly VITE_FOYER_APP_ID?: string;
  readonly VITE_FOYER_EVM_RPC_URL?: string;
  readonly VITE_FOYER_EVM_CHAIN_ID?: string;
  readonly VITE_FOYER_USDC_ADDRESS?: string;
  readonly VITE_FOYER_NFT_ADDRESS?: string;
  readonly VITE_FOYER_SOLANA_RPC_URL?: string;
  /** The funding sandbox's second anvil (chain id 31338), a bridge source for the dev test wallet. */
  readonly VITE_FOYER_SECOND_EVM_RPC_URL?: string;
  /** The funding sandbox's USDC mint on the local Solana chain (npm start). */
  readonly VITE_FOYER_SOLANA_USDC_MINT?: string;
  readonly VITE_FOYER_WALLET_FRAME_URL?: string;
  /** The local WalletConnect relay (npm start): the WalletConnect connector pairs through it, offline. */
  readonly VITE_FOYER_WALLETCONNECT_RELAY_URL?: string;
  readonly VITE_FOYER_WALLETCONNECT_LISTING_URL?: string;
}
