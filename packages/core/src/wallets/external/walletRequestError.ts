import { FoyerError } from "../../errors/FoyerError.ts";
import { RPC_CHAIN_DISCONNECTED } from "../../flows/walletConnect/classifyWalletError.ts";

/**
 * A failed wallet request as a FoyerError: EIP-1193 / JSON-RPC errors keep their numeric code in
 * `details.rpcCode` (4001 rejected, -32002 pending, -32603 internal, 4901 chain), so the flow can sort them.
 */
export function walletRequestError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error;
  const raw = error as { code?: unknown; message?: unknown } | null;
  const rpcCode = typeof raw?.code === "number" ? raw.code : undefined;
  const details = rpcCode === undefined ? undefined : { rpcCode };
  if (rpcCode === RPC_CHAIN_DISCONNECTED) {
    return new FoyerError("unsupported_chain_id", undefined, { cause: error, details });
  }
  return new FoyerError("generic_connect_wallet_error", undefined, { cause: error, details });
}
