import type { WireScanFeature } from "@foyer/core";
import type { ScanRule } from "../ScanFacts.ts";
import { describeGrant, grantsEverything, isRiskySpender } from "./describeGrant.ts";

/**
 * permit_signature: typed data (EIP-2612 Permit, DAI-style permit, Permit2 PermitSingle/PermitBatch/
 * PermitTransferFrom) that grants an allowance without a transaction, the signature phishing sites ask for.
 * To a risky spender (no code, never used, new contract): Malicious when it covers everything, Warning
 * otherwise. To an established contract: an Info finding, so the user still sees what the signature grants.
 */
export const permitSignatureRule: ScanRule = {
  id: "permit_signature",
  async evaluate(facts) {
    const features: WireScanFeature[] = [];
    for (const grant of facts.grants) {
      if (grant.source !== "signature") continue;
      const kind = await facts.chain.kind(grant.spender);
      const balance = grant.amount === null ? null : await facts.chain.balanceBefore(grant.asset, grant.owner);
      const everything = grantsEverything(grant, balance);
      const risky = isRiskySpender(kind);
      features.push({
        feature_id: "permit_signature",
        type: risky ? (everything ? "Malicious" : "Warning") : "Info",
        description: `Signing ${describeGrant(grant, kind, everything).replace(/^Lets/, "lets")}`,
        address: grant.spender,
      });
    }
    return features;
  },
};
