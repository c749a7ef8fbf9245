import { FUNDING_METHODS, FUNDING_PROVIDERS } from "@foyer/core";
import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

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
      .array(z.object({ method: z.enum(["card", "exchange"]), provider: z.enum(FUNDING_PROVIDERS) }))
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
        message: 'method "exchange" needs the option { method: "exchange", provider: "coinbase" }',
      });
    }
    for (const option of config.options) {
      if (option.method === "exchange" && option.provider !== "coinbase") {
        ctx.addIssue({ code: "custom", message: "only Coinbase offers transfers from an exchange" });
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

/** MoonPay keys of one environment (live or sandbox), from the MoonPay dashboard. */
const moonpayKeys = z.object({
  publishable_key: z.string().min(1),
  secret_key: z.string().min(1),
  /** Signs webhooks (Moonpay-Signature-V2); without it the webhook endpoint refuses every call. */
  webhook_key: z.string().min(1).optional(),
});

/**
 * `settings.funding` (server-only): each provider's credentials and, for tests and self-hosted stand-ins,
 * its hosts. Secrets never leave the server; the public hosts go to `funding_config.endpoints`.
 */
export const fundingSettings = z.object({
  coinbase: z
    .object({
      /** The CDP Secret API key: its id ("organizations/.../apiKeys/..." or a UUID) and secret (PEM EC key or base64 Ed25519). */
      api_key_id: z.string().min(1),
      api_key_secret: z.string().min(1),
      /** The CDP project id, sent as `appId` in the buy URL. */
      project_id: z.string().min(1),
      /** Signs webhooks (X-Hook0-Signature), from the webhook subscription. */
      webhook_secret: z.string().min(1).optional(),
      api_url: z.url().default("https://api.developer.coinbase.com"),
      pay_url: z.url().default("https://pay.coinbase.com"),
    })
    .optional(),
  moonpay: z
    .object({
      live: moonpayKeys.optional(),
      sandbox: moonpayKeys.optional(),
      widget_url: z.url().default("https://buy.moonpay.com"),
      sandbox_widget_url: z.url().default("https://buy-sandbox.moonpay.com"),
      api_url: z.url().default("https://api.moonpay.com"),
      sandbox_api_url: z.url().default("https://api.moonpay.com"),
    })
    .refine((moonpay) => moonpay.live || moonpay.sandbox, "moonpay needs live or sandbox keys")
    .optional(),
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
