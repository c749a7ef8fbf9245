import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** Static USD prices per chain ("1", "solana:mainnet"), keyed by token address (lowercase for EVM) or "native". */
const usdPricesSchema = z.record(z.string().min(1).max(64), z.record(z.string().min(1).max(64), z.number().min(0)));

/**
 * Server-only settings of transaction scanning (plugin scan), under `transaction_scanning` in an app's seed.
 * Scanning is off unless `enabled`; the self-hosted engine is the default provider.
 */
export const scanSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    /** Who scans: the self-hosted engine (simulation on the chain's own RPC) or Blockaid's API. */
    provider: z.enum(["self-hosted", "blockaid"]).default("self-hosted"),
    blockaid: z
      .object({
        api_key: z.string().min(1),
        /** Default https://api.blockaid.io (tests point it at a local server speaking the same API). */
        base_url: z.url().optional(),
      })
      .optional(),
    /** Scans one user may run per hour (all chains together). */
    scans_per_user_per_hour: z.number().int().min(1).max(100_000).default(300),
    /**
     * Solana RPC per Wallet Standard chain id ("solana:mainnet", "solana:localnet", ...); default each
     * cluster's public endpoint. EVM chains use the app's `evm_rpc_urls`.
     */
    solana_rpc_urls: z.record(z.string().regex(/^solana:[a-z]+$/), z.url()).optional(),
    /** A contract younger than this counts as new for the approval rules (seconds; 0 turns the check off). */
    min_contract_age_seconds: z
      .number()
      .int()
      .min(0)
      .default(7 * 24 * 3600),
    /** Share of a balance (percent) that, leaving to a fresh address, raises balance_drain. */
    drain_threshold_percent: z.number().min(1).max(100).default(90),
    /** Blocks of the chain's Transfer history read for the user's recent recipients (address poisoning). */
    poisoning_lookback_blocks: z.number().int().min(0).max(1_000_000).default(10_000),
    /** Path of the app's blocklist file (format in the server README); read again when it changes. */
    blocklist_file: z.string().min(1).optional(),
    /** Per-request RPC timeout in milliseconds. */
    rpc_timeout_ms: z.number().int().min(100).max(60_000).default(10_000),
    usd_prices: usdPricesSchema.optional(),
  })
  .strict();

export type ScanSettings = z.output<typeof scanSettingsSchema>;

/** Spread into the app settings schema (plugins/apps/AppSettings.ts). */
export const scanAppSettings = settingsSlice({ transaction_scanning: scanSettingsSchema.optional() });
