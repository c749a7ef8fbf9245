import type { FundingApi } from "./createFundingApi.ts";
import type { RelaySolanaInstruction } from "./createRelayClient.ts";
import type { FundingConfig } from "./FundingConfig.ts";

/** A provider window the flow opened (a popup in the browser). */
export interface FundingPopup {
  navigate(url: string): void;
  close(): void;
  readonly closed: boolean;
}

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
 * What the funding runners need from their surroundings: the server's funding calls, the served
 * configuration, windows, analytics, chain access and the user's connected wallets. The browser runtime
 * provides them; tests provide local ones (Node fetch, the sandbox chains, anvil accounts).
 */
export interface FundingPorts {
  api: FundingApi;
  config: FundingConfig;
  /** Opens a provider window now (inside the click); null when blocked. */
  openPopup(): FundingPopup | null;
  track(name: string, payload: Record<string, unknown>): void;
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
  /** Use MoonPay's sandbox (spec 001 §9: false by default). */
  moonpaySandbox: boolean;
  accentColor?: string;
  theme?: "light" | "dark";
  fetch?: typeof fetch;
  now(): number;
}
