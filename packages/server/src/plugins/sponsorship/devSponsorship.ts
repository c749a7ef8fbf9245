import type { z } from "zod";
import type { sponsorshipSettings } from "../../domain/apps/SponsorshipSettings.ts";

/**
 * FoyerDelegate on a fresh dev chain: the first deployment of anvil dev account 8 (packages/devchain
 * deployFoyerDelegate; a test checks the two agree).
 */
export const DEV_DELEGATE_ADDRESS = "0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A";
/** Anvil dev account 9, the local relayer: a public test key funded by anvil, never used off the dev chain. */
export const DEV_RELAYER_PRIVATE_KEY = "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6";

/** The development app's sponsorship on the local chain: any contract, 20 relays per user per day. */
export function devSponsorship(rpcUrl: string): z.input<typeof sponsorshipSettings> {
  return {
    chains: {
      "31337": { rpc_url: rpcUrl, relayer_private_key: DEV_RELAYER_PRIVATE_KEY, delegate: DEV_DELEGATE_ADDRESS },
    },
    allowed_contracts: "*",
    allow_native_transfers: true,
  };
}
