import type { WireScanFeature } from "@foyer/core";
import type { ScanRule } from "../ScanFacts.ts";
import { gainers, isFungible, netChanges } from "./netChanges.ts";
import { shortAddress } from "./shortAddress.ts";

/**
 * balance_drain: at least `drain_threshold_percent` of the user's balance of an asset ends up at an address
 * that has never been used. Warning (it may be the user's own new wallet); Malicious when the transaction
 * routes it through a contract created only recently, the shape of a drainer's "claim".
 */
export const balanceDrainRule: ScanRule = {
  id: "balance_drain",
  async evaluate(facts) {
    const features: WireScanFeature[] = [];
    const throughNewContract = (await Promise.all(facts.counterparties.map((a) => facts.chain.kind(a)))).includes(
      "young_contract",
    );
    for (const change of netChanges(facts.transfers)) {
      if (!isFungible(change.asset)) continue;
      const lost = -(change.byHolder.get(facts.account) ?? 0n);
      if (lost <= 0n) continue;
      const balance = await facts.chain.balanceBefore(change.asset, facts.account);
      if (!balance || balance <= 0n) continue;
      if (lost * 100n < BigInt(Math.round(facts.settings.drain_threshold_percent)) * balance) continue;
      for (const receiver of gainers(change, facts.account)) {
        if ((await facts.chain.kind(receiver)) !== "fresh") continue;
        const symbol = change.asset.symbol ?? change.asset.name ?? "tokens";
        features.push({
          feature_id: "balance_drain",
          type: throughNewContract ? "Malicious" : "Warning",
          description: `Sends most of your ${symbol} to ${shortAddress(receiver)}, an address that has never been used${
            throughNewContract ? ", through a contract created only recently" : ""
          }.`,
          address: receiver,
        });
      }
    }
    return features;
  },
};
