/**
 * `funding_config` as the server serves it in the public app configuration (spec 001 §3 "Funding config from
 * server", snake_case), with the method and provider names it is made of. Part of the wire layer: the app
 * configuration (api/wire.ts) names it, and the client's camelCase view lives in funding/FundingConfig.ts.
 */

import type { FundingProviderId } from "../providers/funding/fundingProviders.ts";

/** What the fund landing offers: card, exchange, transfer from a wallet, receive (manual). */
export type FundingMethod = "card" | "exchange" | "wallet" | "manual";
export const FUNDING_METHODS: readonly FundingMethod[] = ["card", "exchange", "wallet", "manual"];

/**
 * The providers behind "Pay with card" and "Transfer from an exchange": the ids of the funding provider
 * registry (providers/funding/fundingProviders.ts).
 */
export type FundingProvider = FundingProviderId;

/** One provider option (spec 001 §3 "supportedOptions"): card through Coinbase or MoonPay, exchange through Coinbase. */
export interface FundingOption {
  method: "card" | "exchange";
  provider: FundingProvider;
}

/** The asset a funding flow recommends: the chain's native currency unless `asset` says "USDC". */
export type FundingAsset = "native" | "USDC";

/**
 * Where the client reaches each provider (a Foyer addition to the spec's fields): production hosts by
 * default, the local sandbox in development. `chain_aliases` (development only) maps a local chain id to the
 * production chain whose provider names it stands for (e.g. anvil's 31337 buys as Ethereum's 1). Each
 * funding provider has its own keys, prefixed with its id (`coinbase_pay_url`, `moonpay_api_key`, ...): its
 * server half writes them, its definition reads them with its production defaults.
 */
export interface WireFundingEndpoints {
  bridge_api_url: string;
  bridge_testnet_api_url: string;
  chain_aliases: Record<string, number>;
  /** The local Solana cluster's stand-in for mainnet (development): bridges and on-ramps treat it as Solana. */
  solana_localnet_alias: boolean;
  /**
   * Development only: the sandbox's local EVM chains (the second anvil of bridges among them), with their
   * JSON-RPC URL and TestUSDC, and the local Solana chain's USDC mint, which no built-in table knows.
   */
  local_chains?: { chain_id: number; name: string; rpc_url: string; usdc: string | null }[];
  solana_usdc_mint?: string | null;
  /** A funding provider's own public endpoint or key (`<provider id>_...`). */
  [providerKey: string]: unknown;
}

/** `funding_config` on the wire. */
export interface WireFundingConfig {
  methods: FundingMethod[];
  options: FundingOption[];
  /** Decimal string, e.g. "0.01". */
  default_recommended_amount: string;
  /** `chain` is CAIP-2 ("eip155:8453", "solana:mainnet"); `asset` "native" (default) or "USDC". */
  default_recommended_currency: { chain: string; asset?: FundingAsset };
  prompt_funding_on_wallet_creation: boolean;
  cross_chain_bridging_enabled: boolean;
  /** Always sent by a Foyer server (it fills them in from the provider settings); optional in seeds. */
  endpoints?: WireFundingEndpoints;
}
