import type { RequestFn } from "../api/createRequest.ts";
import type { TransactionScanResult, WireScanRequest, WireScanResult } from "../scan/ScanResult.ts";
import type { EvmTransactionContext } from "./EvmTransactionContext.ts";

/** A scan the server could not judge: the flow shows 'Transaction scan failed' and falls back to decoding. */
export class TransactionScanError extends Error {
  override name = "TransactionScanError";
}

/**
 * The transaction flow's scan step on the server's `POST /api/v1/scan/transaction` (plugin scan): the
 * request as the wallet would send it, the answer's verdict (Benign → safe, Warning → warn, Malicious → error).
 *
 * @example
 * const context = { ...rest, scan: createServerTransactionScan(api.request) };
 */
export function createServerTransactionScan(request: RequestFn): NonNullable<EvmTransactionContext["scan"]> {
  return async (tx) => {
    const body: WireScanRequest = {
      chain_type: "ethereum",
      chain_id: tx.chainId,
      account: tx.from,
      method: "eth_sendTransaction",
      params: [
        {
          from: tx.from,
          ...(tx.to ? { to: tx.to } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          value: tx.value.toString(),
          ...(tx.gas !== undefined ? { gas: tx.gas.toString() } : {}),
        },
      ],
    };
    const result = await request<WireScanResult>("scan/transaction", { method: "POST", auth: "required", body });
    if (result.validation.status === "Error" || result.validation.result_type === "Error")
      throw new TransactionScanError(result.validation.error ?? "Transaction scan failed");
    return result as unknown as TransactionScanResult;
  };
}
