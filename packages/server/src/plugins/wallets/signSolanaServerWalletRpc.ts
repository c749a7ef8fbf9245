import { FoyerError } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base64, hex } from "@scure/base";

/** The method `wallets/{id}/rpc` signs with a server-held Solana key. */
export type SolanaServerWalletRpcMethod = "signMessage";

/**
 * Signs with a server-held Solana (ed25519) key: `signMessage [bytes as base64]` answers the 64-byte
 * signature as base64. The bytes are signed as given, as the wallet frame's Solana operations do: a
 * transaction is signed by signing its message bytes (the SDK decodes the transaction, signs the message and
 * puts the signature in the wallet's slot), so one method serves messages and transactions alike.
 *
 * @example signSolanaServerWalletRpc(key, "signMessage", [btoa("hello")]) // "3q2+7w…" (base64 signature)
 */
export function signSolanaServerWalletRpc(
  key: { privateKey: `0x${string}` },
  method: SolanaServerWalletRpcMethod,
  params: unknown[],
): string {
  const [encoded] = params;
  let bytes: Uint8Array;
  try {
    if (typeof encoded !== "string" || encoded.length === 0) throw new Error();
    bytes = base64.decode(encoded);
  } catch {
    throw new FoyerError("invalid_data", `Invalid ${method} params: the message is base64 bytes`);
  }
  return base64.encode(ed25519.sign(bytes, hex.decode(key.privateKey.slice(2))));
}
