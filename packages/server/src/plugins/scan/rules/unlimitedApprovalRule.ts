import type { WireScanFeature } from "@foyer/core";
import type { ScanRule } from "../ScanFacts.ts";
import { describeGrant, grantsEverything, isRiskySpender } from "./describeGrant.ts";

/**
 * unlimited_approval: the transaction grants an allowance, an operator (setApprovalForAll) or a Solana
 * delegate to an account with no code, a never-used address or a contract younger than
 * `min_contract_age_seconds`. Malicious when it covers everything the user holds (unlimited, operator, or
 * at least the balance); Warning for a bounded amount. Grants to established contracts raise nothing.
 */
export const unlimitedApprovalRule: ScanRule = {
  id: "unlimited_approval",
  async evaluate(facts) {
    const features: WireScanFeature[] = [];
    for (const grant of facts.grants) {
      if (grant.source !== "transaction" || grant.owner !== facts.account) continue;
      const kind = await facts.chain.kind(grant.spender);
      if (!isRiskySpender(kind)) continue;
      const balance = grant.amount === null ? null : await facts.chain.balanceBefore(grant.asset, facts.account);
      const everything = grantsEverything(grant, balance);
      features.push({
        feature_id: "unlimited_approval",
        type: everything ? "Malicious" : "Warning",
        description: describeGrant(grant, kind, everything),
        address: grant.spender,
      });
    }
    return features;
  },
};
