import type { WireScanFeature, WireScanValidation } from "@foyer/core";
import { judge } from "./rules/judge.ts";
import type { ScanFacts, ScanRule } from "./ScanFacts.ts";

/**
 * Runs every rule over the facts and judges the findings. A rule that throws (an RPC read failing midway)
 * is reported as an Info finding rather than failing the whole scan: the other rules still decide.
 */
export async function runRules(facts: ScanFacts, rules: readonly ScanRule[]): Promise<WireScanValidation> {
  const results = await Promise.all(
    rules.map(async (rule): Promise<WireScanFeature[]> => {
      try {
        return await rule.evaluate(facts);
      } catch (error) {
        return [
          {
            feature_id: rule.id,
            type: "Info",
            description: `This check could not run: ${error instanceof Error ? error.message : String(error)}`,
            address: null,
          },
        ];
      }
    }),
  );
  return judge(results.flat());
}
