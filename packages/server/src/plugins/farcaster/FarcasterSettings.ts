import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** Farcaster's public Connect relay (channels between the app and the user's Farcaster app). */
export const DEFAULT_FARCASTER_RELAY_URL = "https://relay.farcaster.xyz";
/** Farcaster's IdRegistry on OP Mainnet: `custodyOf(fid)` names the key that signs for an fid. */
export const DEFAULT_FARCASTER_ID_REGISTRY = "0x00000000Fc6c5F01Fc30151999387Bb99A9f489b";
/** A public OP Mainnet endpoint (rate-limited: set your own `optimism_rpc_url` in production). */
export const DEFAULT_OPTIMISM_RPC_URL = "https://mainnet.optimism.io";

/**
 * `settings.farcaster` (server-only). Every key is optional: production defaults to Farcaster's relay, the
 * public OP Mainnet RPC and the real IdRegistry; development (without these keys) uses the local relay
 * stand-in and an IdRegistry on a local anvil (dev/DevFarcasterChain.ts).
 */
export const farcasterSettings = z.object({
  /** Base URL of a Farcaster Connect relay (POST /v1/channel, GET /v1/channel/status). */
  relay_url: z.url().optional(),
  /** JSON-RPC URL of OP Mainnet (or of a chain holding an IdRegistry, for tests). */
  optimism_rpc_url: z.url().optional(),
  /** Address of the IdRegistry contract on that chain. */
  id_registry_address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "Not an address")
    .optional(),
});

export type FarcasterSettings = z.output<typeof farcasterSettings>;

/** The Farcaster plugin's keys of `apps.settings`. */
export const farcasterAppSettings = settingsSlice({ farcaster: farcasterSettings.optional() });
