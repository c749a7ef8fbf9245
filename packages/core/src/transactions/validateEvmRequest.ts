import { isAddress, isHex } from "viem";
import type { EvmTransactionRequest, Quantity } from "./SendTransactionRequest.ts";

/** A request with its quantities as bigints, checked (spec 001 §5 "invalid transaction request is an error"). */
export interface NormalizedEvmRequest {
  to: string | undefined;
  data: string | undefined;
  value: bigint;
  chainId: number | undefined;
  nonce: number | undefined;
  gas: bigint | undefined;
  gasPrice: bigint | undefined;
  maxFeePerGas: bigint | undefined;
  maxPriorityFeePerGas: bigint | undefined;
  from: string | undefined;
}

function quantity(value: Quantity | undefined, name: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  let parsed: bigint;
  try {
    if (typeof value === "bigint") parsed = value;
    else if (typeof value === "number") {
      if (!Number.isSafeInteger(value)) throw new Error();
      parsed = BigInt(value);
    } else {
      if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(value.trim())) throw new Error();
      parsed = BigInt(value.trim());
    }
  } catch {
    throw new InvalidTransactionRequestError(`Invalid ${name}: ${String(value)}`);
  }
  if (parsed < 0n) throw new InvalidTransactionRequestError(`Invalid ${name}: ${String(value)}`);
  if (parsed >= 2n ** 256n) throw new InvalidTransactionRequestError(`Invalid ${name}: too large`);
  return parsed;
}

/** A request that cannot be sent as given; its message names the field. */
export class InvalidTransactionRequestError extends Error {
  override name = "InvalidTransactionRequestError";
}

/**
 * Checks and normalizes one request: addresses, hex data, non-negative quantities, an integer chain id and
 * nonce. A request with neither `to` nor `data` does nothing and is refused.
 *
 * @example
 * validateEvmRequest({ to: "0x12", value: "1" }); // throws "Invalid address: 0x12"
 */
export function validateEvmRequest(request: EvmTransactionRequest): NormalizedEvmRequest {
  if (typeof request !== "object" || request === null)
    throw new InvalidTransactionRequestError("Invalid transaction request");
  const { to, data, from } = request;
  if (to !== undefined && to !== null && (typeof to !== "string" || !isAddress(to, { strict: false })))
    throw new InvalidTransactionRequestError(`Invalid address: ${String(to)}`);
  if (from !== undefined && from !== null && (typeof from !== "string" || !isAddress(from, { strict: false })))
    throw new InvalidTransactionRequestError(`Invalid address: ${String(from)}`);
  if (data !== undefined && data !== null && (typeof data !== "string" || !isHex(data) || data.length % 2 !== 0))
    throw new InvalidTransactionRequestError("Invalid data: not hex bytes");
  if (!to && (!data || data === "0x"))
    throw new InvalidTransactionRequestError("Invalid transaction request: no recipient and no data");
  const chainId = request.chainId;
  if (chainId !== undefined && (!Number.isSafeInteger(chainId) || chainId <= 0))
    throw new InvalidTransactionRequestError(`Invalid chainId: ${String(chainId)}`);
  const nonce = request.nonce;
  if (nonce !== undefined && (!Number.isSafeInteger(Number(nonce)) || Number(nonce) < 0))
    throw new InvalidTransactionRequestError(`Invalid nonce: ${String(nonce)}`);
  return {
    to: to ?? undefined,
    data: data && data !== "0x" ? data : undefined,
    value: quantity(request.value, "value") ?? 0n,
    chainId,
    nonce: nonce === undefined ? undefined : Number(nonce),
    gas: quantity(request.gas, "gas"),
    gasPrice: quantity(request.gasPrice, "gasPrice"),
    maxFeePerGas: quantity(request.maxFeePerGas, "maxFeePerGas"),
    maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas, "maxPriorityFeePerGas"),
    from: from ?? undefined,
  };
}
