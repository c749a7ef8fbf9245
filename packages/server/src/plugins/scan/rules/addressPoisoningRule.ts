import type { WireScanFeature } from "@foyer/core";
import type { ScanRule } from "../ScanFacts.ts";
import { gainers, netChanges } from "./netChanges.ts";
import { shortAddress } from "./shortAddress.ts";

/**
 * Two different addresses that a person comparing the ends would take for one another: the same first and
 * last characters (EVM: compared without case, 3+4 or 4+3 hex digits; Solana: 4+4 base58 characters), the
 * vanity match an address-poisoning attacker generates. Random addresses match by chance about once in
 * 2^28 (EVM) or 58^8 (Solana).
 */
export function looksAlike(a: string, b: string): boolean {
  const evm = a.startsWith("0x") && b.startsWith("0x");
  const x = evm ? a.slice(2).toLowerCase() : a;
  const y = evm ? b.slice(2).toLowerCase() : b;
  if (x === y || x.length !== y.length) return false;
  let prefix = 0;
  while (prefix < x.length && x[prefix] === y[prefix]) prefix++;
  let suffix = 0;
  while (suffix < x.length && x[x.length - 1 - suffix] === y[y.length - 1 - suffix]) suffix++;
  return evm ? (prefix >= 3 && suffix >= 4) || (prefix >= 4 && suffix >= 3) : prefix >= 4 && suffix >= 4;
}

/**
 * address_poisoning: an asset leaves to an address that looks like one the user sent to lately but is not
 * it (recipients from the request and from the chain's Transfer history). Malicious.
 */
export const addressPoisoningRule: ScanRule = {
  id: "address_poisoning",
  async evaluate(facts) {
    const recipients = new Set<string>();
    for (const change of netChanges(facts.transfers)) {
      if ((change.byHolder.get(facts.account) ?? 0n) >= 0n) continue;
      for (const receiver of gainers(change, facts.account)) recipients.add(receiver);
    }
    if (recipients.size === 0) return [];
    const known = [...facts.recentRecipients, ...(await facts.chain.recentRecipients(facts.account))];
    const same = (a: string, b: string) => (a.startsWith("0x") ? a.toLowerCase() === b.toLowerCase() : a === b);
    const features: WireScanFeature[] = [];
    for (const recipient of recipients) {
      if (known.some((k) => same(k, recipient))) continue;
      const original = known.find((k) => looksAlike(recipient, k));
      if (!original) continue;
      features.push({
        feature_id: "address_poisoning",
        type: "Malicious",
        description: `${shortAddress(recipient)} only looks like ${original}, an address you sent to before: check every character.`,
        address: recipient,
      });
    }
    return features;
  },
};
