import { FUNDING_METHODS, FUNDING_PROVIDER_IDS, FUNDING_PROVIDERS, findFundingProvider } from "@foyer/core";
import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";
import { FUNDING_PROVIDER_SERVERS } from "./fundingProviderServers.ts";

/** A positive decimal string such as "0.01" or "25". */
const positiveDecimal = z
  .string()
  .regex(/^\d{1,30}(\.\d{1,30})?$/, 'must be a decimal number such as "0.01"')
  .refine((value) => Number(value) > 0, "must be above 0");

/** CAIP-2 chain ids Foyer funds: `eip155:<chain id>` or `solana:<cluster>`. */
const caip2Chain = z
  .string()
  .regex(/^(eip155:\d{1,20}|solana:(mainnet|devnet|testnet|localnet|[1-9A-HJ-NP-Za-km-z]{32}))$/, {
    message: 'must be a CAIP-2 chain id such as "eip155:8453" or "solana:mainnet"',
  });

/**
 * The public `funding_config` of an app seed (spec 001 §3), validated at startup: what the fund landing
 * offers and in which order the card providers are tried. `endpoints` are filled in by the server.
 */
export const fundingConfigSeedSchema = z
  .object({
    methods: z.array(z.enum(FUNDING_METHODS)).min(1),
    options: z
      .array(z.object({ method: z.enum(["card", "exchange"]), provider: z.enum(FUNDING_PROVIDER_IDS) }))
      .default([]),
    default_recommended_amount: positiveDecimal,
    default_recommended_currency: z.object({
      chain: caip2Chain,
      asset: z.enum(["native", "USDC"]).optional(),
    }),
    prompt_funding_on_wallet_creation: z.boolean().default(false),
    cross_chain_bridging_enabled: z.boolean().default(false),
  })
  .strict()
  .superRefine((config, ctx) => {
    const has = (method: string) => config.options.some((option) => option.method === method);
    if (config.methods.includes("card") && !has("card")) {
      ctx.addIssue({ code: "custom", message: 'method "card" needs an option { method: "card", provider }' });
    }
    if (config.methods.includes("exchange") && !has("exchange")) {
      ctx.addIssue({
        code: "custom",
        message: `method "exchange" needs an option { method: "exchange", provider: ${servingText("exchange")} }`,
      });
    }
    for (const option of config.options) {
      if (!findFundingProvider(option.provider)?.methods.includes(option.method)) {
        ctx.addIssue({
          code: "custom",
          message: `only ${labelsServing(option.method)} ${METHOD_TEXTS[option.method]}`,
        });
      }
      if (!config.methods.includes(option.method)) {
        ctx.addIssue({
          code: "custom",
          message: `option ${option.provider}/${option.method} without method "${option.method}"`,
        });
      }
    }
  });
export type FundingConfigSeed = z.output<typeof fundingConfigSeedSchema>;

const METHOD_TEXTS = { card: "card purchases", exchange: "transfers from an exchange" } as const;
const serving = (method: "card" | "exchange") => FUNDING_PROVIDERS.filter((p) => p.methods.includes(method));
/** 'Coinbase offers', 'Coinbase and MoonPay offer': who serves a method, for startup messages. */
const labelsServing = (method: "card" | "exchange") => {
  const labels = serving(method).map((provider) => provider.label);
  return `${labels.join(" and ")} ${labels.length === 1 ? "offers" : "offer"}`;
};
const servingText = (method: "card" | "exchange") =>
  serving(method)
    .map((provider) => `"${provider.id}"`)
    .join(" | ");

/** Each provider's server half's settings, as `settings.funding.<id>` (typed per provider). */
type ProviderSettingsShape = {
  [Half in (typeof FUNDING_PROVIDER_SERVERS)[number] as Half["id"]]: z.ZodOptional<Half["settings"]>;
};
const providerSettingsShape = Object.fromEntries(
  FUNDING_PROVIDER_SERVERS.map((half) => [half.id, half.settings.optional()]),
) as ProviderSettingsShape;

/**
 * `settings.funding` (server-only): each provider's credentials and, for tests and self-hosted stand-ins,
 * its hosts (its server half's schema, under its id). Secrets never leave the server; the public hosts go
 * to `funding_config.endpoints`.
 */
export const fundingSettings = z.object({
  ...providerSettingsShape,
  bridge: z
    .object({
      api_url: z.url().default("https://api.relay.link"),
      testnet_api_url: z.url().default("https://api.testnets.relay.link"),
    })
    .optional(),
  /** Development stand-ins: local chain ids sold as these production chains, and localnet as Solana. */
  chain_aliases: z.record(z.string().regex(/^\d{1,20}$/), z.number().int().positive()).optional(),
  solana_localnet_alias: z.boolean().optional(),
  /** Development: the sandbox's local chains and Solana USDC mint, served to the client (public data). */
  local_chains: z
    .array(
      z.object({
        chain_id: z.number().int().positive(),
        name: z.string().min(1).max(100),
        rpc_url: z.url(),
        usdc: z
          .string()
          .regex(/^0x[0-9a-fA-F]{40}$/)
          .nullable(),
      }),
    )
    .max(10)
    .optional(),
  solana_usdc_mint: z
    .string()
    .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    .optional(),
});
export type FundingSettings = z.output<typeof fundingSettings>;

/** The funding keys of `apps.settings`, spread into appSettingsSchema. */
export const fundingAppSettings = settingsSlice({ funding: fundingSettings.optional() });
