import type { ScanRule } from "../ScanFacts.ts";
import { shortAddress } from "./shortAddress.ts";

/**
 * ownership_change: an account of the user changes hands: a token account's owner set to someone else
 * (SetAuthority), or the wallet account itself assigned to another program (System Assign). Malicious:
 * whoever becomes owner controls everything the account holds.
 */
export const ownershipChangeRule: ScanRule = {
  id: "ownership_change",
  async evaluate(facts) {
    return facts.ownershipChanges
      .filter((change) => change.preOwner === facts.account || change.account === facts.account)
      .map((change) => ({
        feature_id: "ownership_change",
        type: "Malicious" as const,
        description:
          change.account === facts.account
            ? `Hands your wallet account to ${shortAddress(change.postOwner ?? "another program")}.`
            : `Hands your ${change.asset?.symbol ?? "token"} account ${shortAddress(change.account)} to ${shortAddress(change.postOwner ?? "someone else")}.`,
        address: change.postOwner,
      }));
  },
};
