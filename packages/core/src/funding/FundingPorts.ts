import type { FundingPopup, FundingProviderPorts } from "../providers/funding/FundingProviderDefinition.ts";
import type { RelaySolanaInstruction } from "./createRelayClient.ts";
import type { FundingConfig } from "./FundingConfig.ts";

export type { FundingPopup };

/** An EIP-1193 wallet a transfer or bridge is sent from (a connected external EVM wallet). */
export interface EvmSourceWallet {
  kind: "evm";
  address: string;
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** A connected Solana wallet: simulates, signs and sends instructions; answers the signature. */
export interface SolanaSourceWallet {
  kind: "solana";
  address: string;
  sendInstructions(instructions: RelaySolanaInstruction[], addressLookupTableAddresses: string[]): Promise<string>;
}

export type SourceWallet = EvmSourceWallet | SolanaSourceWallet;

/**
 * What the funding runners need from their surroundings: the Foyer server (for the providers' server
 * halves), the served configuration, windows, analytics, chain access and the user's connected wallets. The
 * browser runtime provides them; tests provide local ones (Node fetch, the sandbox chains, anvil accounts).
 * The funding providers see only their part of it (FundingProviderPorts).
 */
export interface FundingPorts extends FundingProviderPorts {
  config: FundingConfig;
  /** JSON-RPC URL of an EVM chain, or null when Foyer has none. */
  rpcUrl(chainId: number): string | null;
  solanaRpcUrl: string | null;
  /** The USDC contract of an EVM chain (USDC_ADDRESSES, or the host's / local one). */
  usdcAddress(chainId: number): string | null;
  solanaUsdcMint: string | null;
  /** A connected wallet by list id, or null. */
  sourceWallet(id: string): SourceWallet | null;
  /** Runs the wallet connect flow for a configured wallet; answers the connected account. */
  connectWallet(id: string): Promise<SourceWallet>;
  now(): number;
}
