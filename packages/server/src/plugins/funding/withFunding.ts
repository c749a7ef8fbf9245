import {
  FUNDING_PROVIDERS,
  findFundingProvider,
  PRODUCTION_FUNDING_ENDPOINTS,
  type WireFundingConfig,
  type WireFundingEndpoints,
} from "@foyer/core";
import { z } from "zod";
import type { DevFundingSandbox } from "../../dev/DevFundingSandbox.ts";
import type { AppSeed } from "../../domain/apps/AppSeed.ts";
import { DEV_APP_ID } from "../../domain/apps/AppService.ts";
import { type FundingSettings, fundingConfigSeedSchema, fundingSettings } from "./FundingSettings.ts";
import { FUNDING_PROVIDER_SERVERS, fundingProviderServer } from "./fundingProviderServers.ts";

/** The providers with a server half the sandbox stands in for, in the registry's order. */
const sandboxed = () => FUNDING_PROVIDERS.filter((provider) => fundingProviderServer(provider.id)?.devSettings);

/** What the development app offers when the sandbox runs: every method, every sandboxed provider, bridging. */
function devFundingConfig() {
  const providers = sandboxed();
  return {
    methods: ["card", "exchange", "wallet", "manual"],
    options: (["card", "exchange"] as const).flatMap((method) =>
      providers
        .filter((provider) => provider.methods.includes(method))
        .map((provider) => ({ method, provider: provider.id })),
    ),
    default_recommended_amount: "0.01",
    default_recommended_currency: { chain: "eip155:31337" },
    prompt_funding_on_wallet_creation: false,
    cross_chain_bridging_enabled: true,
  };
}

/** The server-only settings that make the sandbox the provider of the development app. */
function devFundingSettings(sandbox: DevFundingSandbox): z.input<typeof fundingSettings> {
  const providers = Object.fromEntries(
    sandboxed().map((provider) => [provider.id, fundingProviderServer(provider.id)?.devSettings?.(sandbox)]),
  );
  return {
    ...providers,
    bridge: { api_url: sandbox.bridgeApiUrl, testnet_api_url: sandbox.bridgeApiUrl },
    chain_aliases: sandbox.chainAliases,
    solana_localnet_alias: true,
    ...(sandbox.chains
      ? {
          local_chains: sandbox.chains.evm.map((chain, index) => ({
            chain_id: chain.chainId,
            name: index === 0 ? "Foyer Dev Chain" : `Foyer Dev Chain ${index + 1}`,
            rpc_url: chain.rpcUrl,
            usdc: chain.usdc,
          })),
          solana_usdc_mint: sandbox.chains.solana.usdcMint,
        }
      : {}),
  };
}

/** The public hosts and keys the client needs (no secret among them): the shared ones and each provider's. */
export function fundingEndpoints(settings: FundingSettings | undefined): WireFundingEndpoints {
  const own = settings as Record<string, unknown> | undefined;
  const providers = FUNDING_PROVIDER_SERVERS.map((half) =>
    (half.endpoints as (settings: unknown) => Record<string, string | null>)(own?.[half.id]),
  );
  return {
    ...PRODUCTION_FUNDING_ENDPOINTS,
    ...Object.assign({}, ...providers),
    bridge_api_url: settings?.bridge?.api_url ?? PRODUCTION_FUNDING_ENDPOINTS.bridge_api_url,
    bridge_testnet_api_url: settings?.bridge?.testnet_api_url ?? PRODUCTION_FUNDING_ENDPOINTS.bridge_testnet_api_url,
    chain_aliases: settings?.chain_aliases ?? {},
    solana_localnet_alias: settings?.solana_localnet_alias ?? false,
    ...(settings?.local_chains ? { local_chains: settings.local_chains } : {}),
    ...(settings?.solana_usdc_mint ? { solana_usdc_mint: settings.solana_usdc_mint } : {}),
  };
}

/**
 * Validates one seed's `funding_config` against its server-only `funding` settings (a card option whose
 * provider has no credentials stops the start) and completes it with the provider endpoints. A seed
 * without `funding_config` is returned unchanged.
 */
function prepareSeed(seed: AppSeed): AppSeed {
  if (seed.funding_config === undefined || seed.funding_config === null) return seed;
  const config = fundingConfigSeedSchema.safeParse(seed.funding_config);
  if (!config.success) throw new Error(`app ${seed.id}: funding_config: ${z.prettifyError(config.error)}`);
  const settings = fundingSettings.optional().safeParse(seed.funding);
  if (!settings.success) throw new Error(`app ${seed.id}: funding: ${z.prettifyError(settings.error)}`);
  // A provider with a server half cannot run without its settings (a provider without one needs none).
  const provided = settings.data as Record<string, unknown> | undefined;
  for (const option of config.data.options) {
    const provider = findFundingProvider(option.provider);
    if (!provider || !fundingProviderServer(option.provider) || provided?.[option.provider]) continue;
    // Name the method when the provider serves several (Coinbase: card and exchange).
    const method = provider.methods.length > 1 ? ` (${option.method})` : "";
    throw new Error(
      `app ${seed.id}: funding_config offers ${provider.label}${method} but funding.${provider.id} is not set.`,
    );
  }
  const wire: WireFundingConfig = { ...config.data, endpoints: fundingEndpoints(settings.data) };
  return { ...seed, funding_config: wire };
}

/**
 * The funding step of startup: in development with the local sandbox running, the `foyer-dev` app gets a
 * funding configuration against it (unless its seed sets one); then every seed's funding configuration is
 * validated and completed. Throws (the server does not start) on an invalid one.
 *
 * @example
 * const seeds = withFunding(rawSeeds, { devSandbox: options.devFunding ?? null });
 */
export function withFunding(seeds: AppSeed[], options: { devSandbox: DevFundingSandbox | null }): AppSeed[] {
  return seeds.map((seed) => {
    const sandbox = options.devSandbox;
    if (sandbox && seed.id === DEV_APP_ID && (seed.funding_config === undefined || seed.funding_config === null)) {
      return prepareSeed({
        ...seed,
        funding_config: devFundingConfig() as unknown as WireFundingConfig,
        funding: seed.funding ?? devFundingSettings(sandbox),
      });
    }
    return prepareSeed(seed);
  });
}
