import type { WireScanResult } from "@foyer/core";
import type { ScanRequest } from "./scanSchemas.ts";

/**
 * The answer when the scanner could not judge the request (RPC down, provider failing): validation status
 * "Error" (the client shows 'Transaction scan failed' and falls back to the decoded call).
 */
export function errorScanResult(
  provider: WireScanResult["provider"],
  request: ScanRequest,
  error: string,
): WireScanResult {
  const tx = request.chain_type === "ethereum" && request.method !== "eth_signTypedData_v4" ? request.params[0] : null;
  return {
    provider,
    chain_type: request.chain_type,
    chain_id: String(request.chain_id),
    account: request.account,
    validation: { status: "Error", result_type: "Error", reason: "", description: "", features: [], error },
    simulation: {
      status: "Error",
      error,
      params: {
        chain_type: request.chain_type,
        chain_id: String(request.chain_id),
        method: request.method,
        from: request.account,
        to: tx?.to ?? null,
        value: tx?.value ?? null,
        data: tx?.data ?? null,
        block: null,
        engine: provider,
      },
      assets_diffs: [],
      exposures: [],
      ownership_changes: [],
    },
  };
}
