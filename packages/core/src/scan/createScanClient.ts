import type { RequestFn } from "../api/createRequest.ts";
import type { WireScanRequest, WireScanResult } from "./ScanResult.ts";

/** A scan the server could not judge (validation status Error): callers fall back to what they had. */
export class ScanFailedError extends Error {
  override name = "ScanFailedError";
}

export interface ScanClient {
  /** Scans a transaction, typed data or Solana transactions; rejects with ScanFailedError when it cannot judge. */
  scan(request: WireScanRequest): Promise<WireScanResult>;
}

/**
 * The client of `POST /api/v1/scan/transaction` (plugin scan) for any request, not only the embedded
 * wallet's: `useScanTransaction` and the scan step before an external wallet signs use it.
 *
 * @example
 * const result = await createScanClient(api.request).scan({ chain_type: "ethereum", chain_id: 1, account, method: "eth_sendTransaction", params: [tx] });
 */
export function createScanClient(request: RequestFn): ScanClient {
  return {
    async scan(body) {
      const result = await request<WireScanResult>("scan/transaction", { method: "POST", auth: "required", body });
      if (result.validation.status === "Error" || result.validation.result_type === "Error")
        throw new ScanFailedError(result.validation.error ?? "Transaction scan failed");
      return result;
    },
  };
}
