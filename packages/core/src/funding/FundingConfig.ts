/**
 * The funding configuration of an app as the client uses it (camelCase), read from the served
 * `funding_config` (its wire shape: wire/WireFundingConfig.ts).
 */

import type {
  FundingAsset,
  FundingMethod,
  FundingOption,
  WireFundingConfig,
  WireFundingEndpoints,
} from "../wire/WireFundingConfig.ts";

/** The production hosts of the shared parts (spec 001 §7); each funding provider defaults its own keys. */
export const PRODUCTION_FUNDING_ENDPOINTS: WireFundingEndpoints = {
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
    /** The served endpoints as they came (snake_case): each funding provider reads its own keys. */
    served: Readonly<Record<string, unknown>>;
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
      served: endpoints,
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
