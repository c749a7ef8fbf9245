import { PRODUCTION_FUNDING_ENDPOINTS, type WireFundingConfig, type WireFundingEndpoints } from "@foyer/core";
import { z } from "zod";
import type { DevFundingSandbox } from "../../dev/DevFundingSandbox.ts";
import type { AppSeed } from "../../domain/apps/AppSeed.ts";
import { DEV_APP_ID } from "../../domain/apps/AppService.ts";
import { type FundingSettings, fundingConfigSeedSchema, fundingSettings } from "./FundingSettings.ts";

/** What the development app offers when the sandbox runs: every method, both card providers, bridging. */
const DEV_FUNDING_CONFIG = {
  methods: ["card", "exchange", "wallet", "manual"],
  options: [
    { method: "card", provider: "coinbase" },
    { method: "card", provider: "moonpay" },
    { method: "exchange", provider: "coinbase" },
  ],
  default_recommended_amount: "0.01",
  default_recommended_currency: { chain: "eip155:31337" },
  prompt_funding_on_wallet_creation: false,
  cross_chain_bridging_enabled: true,
} as const;

/** The server-only settings that make the sandbox the provider of the development app. */
function devFundingSettings(sandbox: DevFundingSandbox): z.input<typeof fundingSettings> {
  return {
    coinbase: {
      api_key_id: sandbox.coinbase.apiKeyId,
      api_key_secret: sandbox.coinbase.apiKeySecret,
      project_id: sandbox.coinbase.projectId,
      webhook_secret: sandbox.coinbase.webhookSecret,
      api_url: sandbox.coinbase.apiUrl,
      pay_url: sandbox.coinbase.payUrl,
    },
    moonpay: {
      sandbox: {
        publishable_key: sandbox.moonpay.publishableKey,
        secret_key: sandbox.moonpay.secretKey,
        webhook_key: sandbox.moonpay.webhookKey,
      },
      // The stand-in serves both environments, so a client asking for live still lands on it.
      live: {
        publishable_key: sandbox.moonpay.publishableKey,
        secret_key: sandbox.moonpay.secretKey,
        webhook_key: sandbox.moonpay.webhookKey,
      },
      widget_url: sandbox.moonpay.widgetUrl,
      sandbox_widget_url: sandbox.moonpay.widgetUrl,
      api_url: sandbox.moonpay.apiUrl,
      sandbox_api_url: sandbox.moonpay.apiUrl,
    },
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

/** The public hosts and keys the client needs (no secret among them). */
export function fundingEndpoints(settings: FundingSettings | undefined): WireFundingEndpoints {
  const moonpay = settings?.moonpay;
  return {
    ...PRODUCTION_FUNDING_ENDPOINTS,
    coinbase_pay_url: settings?.coinbase?.pay_url ?? PRODUCTION_FUNDING_ENDPOINTS.coinbase_pay_url,
    moonpay_api_url: moonpay?.api_url ?? PRODUCTION_FUNDING_ENDPOINTS.moonpay_api_url,
    moonpay_sandbox_api_url: moonpay?.sandbox_api_url ?? PRODUCTION_FUNDING_ENDPOINTS.moonpay_sandbox_api_url,
    moonpay_api_key: moonpay?.live?.publishable_key ?? null,
    moonpay_sandbox_api_key: moonpay?.sandbox?.publishable_key ?? null,
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
  for (const option of config.data.options) {
    if (option.provider === "coinbase" && !settings.data?.coinbase) {
      throw new Error(
        `app ${seed.id}: funding_config offers Coinbase (${option.method}) but funding.coinbase is not set.`,
      );
    }
    if (option.provider === "moonpay" && !settings.data?.moonpay) {
      throw new Error(`app ${seed.id}: funding_config offers MoonPay but funding.moonpay is not set.`);
    }
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
        funding_config: DEV_FUNDING_CONFIG as unknown as WireFundingConfig,
        funding: seed.funding ?? devFundingSettings(sandbox),
      });
    }
    return prepareSeed(seed);
  });
}
