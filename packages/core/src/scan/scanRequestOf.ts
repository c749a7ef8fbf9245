import type { WireEvmTransactionRequest, WireScanRequest } from "./ScanResult.ts";

/** The EIP-1193 methods a scan covers: what would move or grant the account's assets once signed. */
export const SCANNED_EVM_METHODS = ["eth_sendTransaction", "eth_signTransaction", "eth_signTypedData_v4"] as const;

const isAddress = (v: unknown): v is string => typeof v === "string" && /^0x[0-9a-fA-F]{40}$/.test(v);

/**
 * The `POST scan/transaction` body for an EIP-1193 request a dapp hands a wallet, or null when the method is
 * not one a scan covers or its params are not a request a wallet would sign (the wallet answers those
 * itself). `account` is the connected address, used when the transaction names no `from`.
 *
 * @example
 * const body = scanRequestOf({ method: "eth_sendTransaction", params: [tx] }, { chainId: 1, account });
 */
export function scanRequestOf(
  args: { method: string; params?: readonly unknown[] | object },
  context: { chainId: number; account: string },
): WireScanRequest | null {
  const params = Array.isArray(args.params) ? args.params : [];
  if (args.method === "eth_sendTransaction" || args.method === "eth_signTransaction") {
    const tx = params[0];
    if (!tx || typeof tx !== "object") return null;
    const t = tx as Record<string, unknown>;
    const from = isAddress(t.from) ? t.from : context.account;
    const request: WireEvmTransactionRequest = { from };
    if (isAddress(t.to)) request.to = t.to;
    if (typeof t.data === "string") request.data = t.data;
    else if (typeof t.input === "string") request.data = t.input;
    if (typeof t.value === "string" || typeof t.value === "bigint" || typeof t.value === "number")
      request.value = typeof t.value === "string" ? t.value : `0x${t.value.toString(16)}`;
    if (typeof t.gas === "string") request.gas = t.gas;
    return {
      chain_type: "ethereum",
      chain_id: context.chainId,
      account: from,
      method: args.method,
      params: [request],
    };
  }
  if (args.method === "eth_signTypedData_v4") {
    const [signer, typedData] = params;
    if (!isAddress(signer) || (typeof typedData !== "string" && (typeof typedData !== "object" || !typedData)))
      return null;
    return {
      chain_type: "ethereum",
      chain_id: context.chainId,
      account: signer,
      method: "eth_signTypedData_v4",
      params: [signer, typedData as string | Record<string, unknown>],
    };
  }
  return null;
}
