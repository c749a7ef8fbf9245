import { SPONSORSHIP_DEFAULT_DAILY_CAP } from "@foyer/core";
import { z } from "zod";
import { settingsSlice } from "./AppSettings.ts";

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Expected a 0x-prefixed 20-byte address");

/** One chain the app pays gas on: where to send, who pays, which EIP-7702 delegate the wallets use. */
const sponsoredChain = z.object({
  rpc_url: z.url(),
  /** The relayer's key (hold little ETH in it; use `${ENV}` to keep it out of the config file). */
  relayer_private_key: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "Expected a 0x-prefixed 32-byte private key"),
  /** The FoyerDelegate contract embedded wallets delegate to on this chain. */
  delegate: address,
  /** A relayed transaction using more gas than this is refused (bounds the cost of one request). */
  max_gas_per_transaction: z.number().int().min(21_000).max(30_000_000).default(1_000_000),
});

/**
 * `settings.sponsorship` (server-only): the app pays the gas of its users' calls on these chains, to these
 * contracts, up to a number of relayed transactions per user and per UTC day (and in total, when set). Without
 * it nothing is sponsored.
 */
export const sponsorshipSettings = z.object({
  enabled: z.boolean().default(true),
  chains: z.record(z.string().regex(/^\d{1,20}$/), sponsoredChain),
  /** Contracts whose calls are sponsored; "*" sponsors any contract (development only, or with tight caps). */
  allowed_contracts: z.union([z.literal("*"), z.array(address).max(1000)]),
  /** Plain value transfers to accounts without code (the user's own ETH moves, the app pays gas). */
  allow_native_transfers: z.boolean().default(false),
  daily_limit_per_user: z.number().int().min(0).max(100_000).default(SPONSORSHIP_DEFAULT_DAILY_CAP),
  /** Relayed transactions per UTC day for the whole app (absent: no app-wide cap). */
  daily_limit_total: z.number().int().min(0).optional(),
});

export type SponsorshipSettings = z.output<typeof sponsorshipSettings>;

/** The sponsorship key of `apps.settings`, spread into appSettingsSchema. */
export const sponsorshipAppSettings = settingsSlice({ sponsorship: sponsorshipSettings.optional() });

/** Every delegate contract the app configured: the only code its wallet frame will delegate accounts to. */
export function sponsorshipDelegates(settings: { readonly [key: string]: unknown }): string[] {
  const sponsorship = settings.sponsorship as SponsorshipSettings | undefined;
  return [...new Set(Object.values(sponsorship?.chains ?? {}).map((chain) => chain.delegate))];
}
