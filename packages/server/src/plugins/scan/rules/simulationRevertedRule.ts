import type { ScanRule } from "../ScanFacts.ts";

/** simulation_reverted: the transaction reverts (an instruction fails on Solana). Warning, with the reason. */
export const simulationRevertedRule: ScanRule = {
  id: "simulation_reverted",
  async evaluate(facts) {
    if (facts.failure === null) return [];
    return [
      {
        feature_id: "simulation_reverted",
        type: "Warning",
        description: `The transaction is expected to fail: ${facts.failure}`,
        address: null,
      },
    ];
  },
};
