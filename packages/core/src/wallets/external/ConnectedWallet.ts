import type { FoyerError } from "../../errors/FoyerError.ts";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import type { SolanaStandardWallet } from "./SolanaStandardWallet.ts";

/** A wallet `useWallets()` lists: an external wallet connected in this page (later also embedded ones). */
export interface ConnectedWallet {
  address: string;
  chainType: "ethereum" | "solana";
  /** CAIP-2 chain the wallet is on ("eip155:1"), or null when unknown (Solana). */
  chainId: string | null;
  /** e.g. "metamask", "phantom"; embedded wallets will report "foyer". */
  walletClientType: string;
  /** e.g. "injected", "solana_adapter", "wallet_connect_v2", "coinbase_wallet", "embedded". */
  connectorType: string;
  name: string;
  /** Safe image URL. */
  icon: string;
  /**
   * "switching_to_supported_chain" while `switchChain` waits on the wallet, else "connected" (spec 000 §3
   * "Connected wallet status").
   */
  status: "connected" | "switching_to_supported_chain";
  /** The wallet's EIP-1193 provider (Ethereum wallets; rejects with not_supported for Solana). */
  getEthereumProvider(): Promise<Eip1193Provider>;
  /**
   * The wallet's Wallet Standard wallet (Solana wallets; rejects with not_supported for Ethereum). When the app
   * scans, its `solana:signTransaction` / `solana:signAndSendTransaction` scan each transaction first.
   */
  getSolanaWallet(): Promise<SolanaStandardWallet>;
  /** Asks the wallet to switch chain; "Unsupported chainId {id}" (unsupported_chain_id) when it cannot. */
  switchChain(chainId: number): Promise<void>;
  /** Forgets the wallet in this page (and ends the connector's session where it has one). */
  disconnect(): Promise<void>;
}

/** Something that contributes wallets to `useWallets()` (the external wallet manager; embedded wallets later). */
export interface WalletSource {
  wallets(): readonly ConnectedWallet[];
  subscribe(listener: () => void): () => void;
  /** Why the last connect attempt failed (cleared by the next success), when the source connects wallets. */
  connectError?(): FoyerError | null;
}
