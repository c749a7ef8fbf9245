import { FoyerError } from "@foyer/core";
import type { TransactionSerializable } from "viem";
import { privateKeyToAccount } from "viem/accounts";

/** JSON-RPC methods `wallets/{id}/rpc` signs with a server wallet (Ethereum). */
export type ServerWalletRpcMethod = "personal_sign" | "eth_signTypedData_v4" | "eth_signTransaction";

const big = (v: unknown) => (v === undefined || v === null ? undefined : BigInt(v as string));

/**
 * Signs one request with a server-held Ethereum key. Params follow the EIP-1193 shapes:
 * personal_sign [message (0x-hex or text), address]; eth_signTypedData_v4 [address, typed data (object or
 * JSON text)]; eth_signTransaction [transaction].
 */
export async function signServerWalletRpc(
  key: { address: string; privateKey: `0x${string}` },
  method: ServerWalletRpcMethod,
  params: unknown[],
): Promise<string> {
  const account = privateKeyToAccount(key.privateKey);
  const sameAddress = (value: unknown) =>
    typeof value === "string" && value.toLowerCase() === key.address.toLowerCase();
  if (method === "personal_sign") {
    const [message, address] = params;
    if (typeof message !== "string" || !sameAddress(address))
      throw new FoyerError("invalid_data", "Invalid personal_sign params");
    return account.signMessage({
      message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as `0x${string}` } : message,
    });
  }
  if (method === "eth_signTypedData_v4") {
    const [address, data] = params;
    if (!sameAddress(address)) throw new FoyerError("invalid_data", "Invalid eth_signTypedData_v4 params");
    let typed: Record<string, unknown>;
    try {
      typed = (typeof data === "string" ? JSON.parse(data) : data) as Record<string, unknown>;
    } catch {
      throw new FoyerError("invalid_data", "Typed data must be JSON");
    }
    const { EIP712Domain: _domain, ...types } = (typed.types ?? {}) as Record<string, unknown>;
    try {
      return await account.signTypedData({ ...typed, types } as unknown as Parameters<typeof account.signTypedData>[0]);
    } catch {
      throw new FoyerError("invalid_data", "Invalid typed data");
    }
  }
  const [tx] = params as [Record<string, unknown> | undefined];
  if (!tx || typeof tx !== "object") throw new FoyerError("invalid_data", "Invalid eth_signTransaction params");
  if (tx.from !== undefined && !sameAddress(tx.from)) throw new FoyerError("invalid_data", "from is not this wallet");
  const chainId = Number(big(tx.chainId ?? tx.chain_id));
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new FoyerError("invalid_data", "chainId is required");
  const common = {
    chainId,
    to: tx.to as `0x${string}` | undefined,
    data: (tx.data ?? tx.input) as `0x${string}` | undefined,
    value: big(tx.value),
    nonce: tx.nonce === undefined ? undefined : Number(big(tx.nonce)),
    gas: big(tx.gas ?? tx.gasLimit),
  };
  const serializable: TransactionSerializable =
    tx.gasPrice !== undefined
      ? { ...common, type: "legacy", gasPrice: big(tx.gasPrice) }
      : {
          ...common,
          type: "eip1559",
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        };
  try {
    return await account.signTransaction(serializable);
  } catch {
    throw new FoyerError("invalid_data", "Invalid transaction");
  }
}
