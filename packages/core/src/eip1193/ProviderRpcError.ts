/**
 * The one table of wallet-provider error codes (EIP-1193 provider errors, EIP-1474 JSON-RPC errors,
 * MetaMask's 4902 for an unknown chain, EIP-5792's batch errors), with their standard messages. Every
 * provider Foyer exposes (the embedded EIP-1193 provider, the Wallet Standard wallet, the wagmi connector)
 * raises errors from here, so a dApp sees the same code and message whichever door it came in by.
 */
export const RPC_ERRORS = {
  userRejected: { code: 4001, message: "User rejected the request." },
  unauthorized: { code: 4100, message: "The requested account and/or method has not been authorized by the user." },
  unsupportedMethod: { code: 4200, message: "The Provider does not support the requested method." },
  disconnected: { code: 4900, message: "The Provider is disconnected from all chains." },
  chainDisconnected: { code: 4901, message: "The Provider is not connected to the requested chain." },
  unrecognizedChain: { code: 4902, message: "Unrecognized chain ID." },
  parseError: { code: -32700, message: "Invalid JSON was received by the server." },
  invalidRequest: { code: -32600, message: "The JSON sent is not a valid Request object." },
  methodNotFound: { code: -32601, message: "The method does not exist / is not available." },
  invalidParams: { code: -32602, message: "Invalid method parameter(s)." },
  internal: { code: -32603, message: "Internal JSON-RPC error." },
  invalidInput: { code: -32000, message: "Invalid input." },
  resourceNotFound: { code: -32001, message: "Resource not found." },
  resourceUnavailable: { code: -32002, message: "Resource unavailable." },
  transactionRejected: { code: -32003, message: "Transaction rejected." },
  methodNotSupported: { code: -32004, message: "Method not supported." },
  limitExceeded: { code: -32005, message: "Request limit exceeded." },
  // EIP-5792 (wallet_sendCalls and friends).
  unsupportedNonOptionalCapability: { code: 5700, message: "Unsupported non-optional capability." },
  unsupportedChainId: { code: 5710, message: "Unsupported chain id." },
  duplicateId: { code: 5720, message: "There is already a bundle submitted with this id." },
  unknownBundleId: { code: 5730, message: "This bundle id is unknown / has not been submitted." },
  bundleTooLarge: { code: 5740, message: "The call bundle is too large." },
  atomicReadyUpgradeRejected: { code: 5750, message: "The wallet upgrade to support atomicity was rejected." },
  atomicityNotSupported: { code: 5760, message: "The wallet does not support atomic execution." },
} as const;

export type RpcErrorName = keyof typeof RPC_ERRORS;

/** An error a provider answers with: a numeric code from RPC_ERRORS (or relayed from the chain's node). */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "ProviderRpcError";
  }
}

/**
 * A ProviderRpcError by name, with the table's message unless a more precise one is given.
 *
 * @example
 * throw providerRpcError("userRejected"); // code 4001, "User rejected the request."
 */
export function providerRpcError(name: RpcErrorName, message?: string, data?: unknown): ProviderRpcError {
  const entry = RPC_ERRORS[name];
  return new ProviderRpcError(entry.code, message ?? entry.message, data);
}

/** The RPC code an error carries (a ProviderRpcError, a viem error, or a FoyerError with details.rpcCode). */
export function rpcCodeOfError(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as { code?: unknown; details?: { rpcCode?: unknown }; cause?: unknown };
  if (typeof e.details === "object" && e.details && typeof e.details.rpcCode === "number") return e.details.rpcCode;
  if (typeof e.code === "number") return e.code;
  return e.cause === undefined || e.cause === error ? undefined : rpcCodeOfError(e.cause);
}
