import type { WireScanFeature } from "@foyer/core";
import type { ScanRule } from "../ScanFacts.ts";
import { shortAddress } from "./shortAddress.ts";

/** The chain id the blocklist scopes by: "eip155:1", "solana:mainnet". */
export function blocklistChain(chainType: "ethereum" | "solana", chainId: string): string {
  return chainType === "ethereum" ? `eip155:${chainId}` : chainId;
}

/**
 * blocklist: any address the request touches (called contract, sender or receiver of a movement, spender,
 * new owner) is on the app's blocklist file. Always Malicious; the entry's label is the reason shown.
 */
export const blocklistRule: ScanRule = {
  id: "blocklist",
  async evaluate(facts) {
    const addresses = new Set<string>([
      ...facts.counterparties,
      ...facts.transfers.flatMap((t) => [t.from, t.to]).filter((a): a is string => a !== null),
      ...facts.grants.map((g) => g.spender),
      ...facts.ownershipChanges.map((c) => c.postOwner).filter((a): a is string => a !== null),
    ]);
    addresses.delete(facts.account);
    const chain = blocklistChain(facts.chainType, facts.chainId);
    const features: WireScanFeature[] = [];
    for (const address of addresses) {
      const hit = facts.blocklist.lookup(chain, address);
      if (!hit) continue;
      features.push({
        feature_id: "blocklist",
        type: "Malicious",
        description: `${shortAddress(address)} is on this app's blocklist${hit.label ? `: ${hit.label}` : ""}.`,
        address,
      });
    }
    return features;
  },
};
