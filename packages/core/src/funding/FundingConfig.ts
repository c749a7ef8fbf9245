/**
 * The funding configuration of an app (spec 001 §3 "Funding config from server"), as the server serves it in
 * the public app configuration (`funding_config`, snake_case) and as the client uses it (camelCase).
 */

/** What the fund landing offers: card, exchange, transfer from a wallet, receive (manual). */
export type FundingMethod = "card" | "exchange" | "wallet" | "manual";
export const FUNDING_METHODS: readonly FundingMethod[] = ["card", "exchange", "wallet", "manual"];

/** The providers behind "Pay with card" and "Transfer from an exchange". */
export type FundingProvider = "coinbase" | "moonpay";
export const FUNDING_PROVIDERS: readonly FundingProvider[] = ["coinbase", "moonpay"];

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
 * production chain whose provider names it stands for (e.g. anvil's 31337 buys as Ethereum's 1).
 */
export interface WireFundingEndpoints {
  coinbase_pay_url: string;
  moonpay_api_url: string;
  moonpay_sandbox_api_url: string;
  /** MoonPay's publishable keys (pk_live_..., pk_test_...), which the transaction lookup sends as `apiKey`. */
  moonpay_api_key: string | null;
  moonpay_sandbox_api_key: string | null;
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

/** The production hosts of each provider (spec 001 §7). */
export const PRODUCTION_FUNDING_ENDPOINTS: WireFundingEndpoints = {
  coinbase_pay_url: "https://pay.coinbase.com",
  moonpay_api_url: "https://api.moonpay.com",
  moonpay_sandbox_api_url: "https://api.moonpay.com",
  moonpay_api_key: null,
  moonpay_sandbox_api_key: null,
  bridge_api_url: "https://api.relay.link",
  bridge_testnet_api_url: "https://api.testnets.relay.link",
  chain_aliases: {},
  solana_localnet_alias: false,
};

/** The client's view of `funding_config`. */
export interface FundingConfig {
  methods: FundingMethod[];
  options: FundingOption[];
  defaultRecommendedAmount: string;
  defaultRecommendedCurrency: { chain: string; asset: FundingAsset };
  promptFundingOnWalletCreation: boolean;
  crossChainBridgingEnabled: boolean;
  endpoints: {
    coinbasePayUrl: string;
    moonpayApiUrl: string;
    moonpaySandboxApiUrl: string;
    moonpayApiKey: string | null;
    moonpaySandboxApiKey: string | null;
    bridgeApiUrl: string;
    bridgeTestnetApiUrl: string;
    chainAliases: Record<number, number>;
    solanaLocalnetAlias: boolean;
    localChains: { chainId: number; name: string; rpcUrl: string; usdc: string | null }[];
    solanaUsdcMint: string | null;
  };
}

/** Reads the served `funding_config`; null when the app has none (funding is then off). */
export function toFundingConfig(wire: WireFundingConfig | null | undefined): FundingConfig | null {
  if (!wire) return null;
  const endpoints = { ...PRODUCTION_FUNDING_ENDPOINTS, ...wire.endpoints };
  const chainAliases: Record<number, number> = {};
  for (const [local, production] of Object.entries(endpoints.chain_aliases)) chainAliases[Number(local)] = production;
  return {
    methods: [...wire.methods],
    options: wire.options.map((option) => ({ ...option })),
    defaultRecommendedAmount: wire.default_recommended_amount,
    defaultRecommendedCurrency: {
      chain: wire.default_recommended_currency.chain,
      asset: wire.default_recommended_currency.asset ?? "native",
    },
    promptFundingOnWalletCreation: wire.prompt_funding_on_wallet_creation,
    crossChainBridgingEnabled: wire.cross_chain_bridging_enabled,
    endpoints: {
      coinbasePayUrl: endpoints.coinbase_pay_url,
      moonpayApiUrl: endpoints.moonpay_api_url,
      moonpaySandboxApiUrl: endpoints.moonpay_sandbox_api_url,
      moonpayApiKey: endpoints.moonpay_api_key,
      moonpaySandboxApiKey: endpoints.moonpay_sandbox_api_key,
      bridgeApiUrl: endpoints.bridge_api_url,
      bridgeTestnetApiUrl: endpoints.bridge_testnet_api_url,
      chainAliases,
      solanaLocalnetAlias: endpoints.solana_localnet_alias,
      localChains: (endpoints.local_chains ?? []).map((chain) => ({
        chainId: chain.chain_id,
        name: chain.name,
        rpcUrl: chain.rpc_url,
        usdc: chain.usdc,
      })),
      solanaUsdcMint: endpoints.solana_usdc_mint ?? null,
    },
  };
}
