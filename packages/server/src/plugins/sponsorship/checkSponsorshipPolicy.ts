import type { SponsorshipSettings } from "../../domain/apps/SponsorshipSettings.ts";

/** One call the wallet wants relayed. */
export interface SponsoredCall {
  to: string;
  value: bigint;
  data: string;
}

/**
 * Whether the app's policy sponsors these calls on this chain: sponsorship on, the chain configured, every
 * call to an allowed contract (or a plain transfer when the app allows those). Answers the reason shown to
 * the client when it does not.
 */
export function checkSponsorshipPolicy(
  settings: SponsorshipSettings | undefined,
  chainId: number,
  calls: readonly SponsoredCall[],
  targetHasCode: (address: string) => boolean,
): { ok: true } | { ok: false; reason: string } {
  if (!settings?.enabled) return { ok: false, reason: "Sponsorship is not enabled for this app." };
  const chain = settings.chains[String(chainId)];
  if (!chain) return { ok: false, reason: `Sponsorship is not available on chain ${chainId}.` };
  if (calls.length === 0) return { ok: false, reason: "No calls to sponsor." };
  const allowed =
    settings.allowed_contracts === "*" ? null : new Set(settings.allowed_contracts.map((a) => a.toLowerCase()));
  for (const call of calls) {
    const plain = call.data === "0x" || call.data === "";
    if (!targetHasCode(call.to)) {
      if (!plain || !settings.allow_native_transfers)
        return { ok: false, reason: `Calls to ${call.to} are not sponsored.` };
      continue;
    }
    if (allowed && !allowed.has(call.to.toLowerCase()))
      return { ok: false, reason: `Calls to ${call.to} are not sponsored.` };
  }
  return { ok: true };
}
