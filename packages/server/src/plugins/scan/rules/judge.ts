import type { ScanResultType, WireScanFeature, WireScanValidation } from "@foyer/core";

const RANK: Record<WireScanFeature["type"], number> = { Info: 0, Benign: 0, Warning: 1, Malicious: 2 };

/** The verdict of a set of findings: the most severe one decides, and its sentence is the description. */
export function judge(features: WireScanFeature[]): WireScanValidation {
  const sorted = [...features].sort((a, b) => RANK[b.type] - RANK[a.type]);
  const top = sorted[0];
  const resultType: ScanResultType =
    top && RANK[top.type] === 2 ? "Malicious" : top && RANK[top.type] === 1 ? "Warning" : "Benign";
  return {
    status: "Success",
    result_type: resultType,
    reason: resultType === "Benign" ? "" : (top?.feature_id ?? ""),
    description: resultType === "Benign" ? "No risks found." : (top?.description ?? ""),
    features: sorted,
    error: null,
  };
}
