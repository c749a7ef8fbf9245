import type { EthTransactionRequest, SignedAuthorizationJson, TypedDataJson, WalletFrameOps } from "@foyer/core";
import type { DerivedKey } from "./DerivedKey.ts";
import { loadEthereumKeys, loadSolanaKeys } from "./loadChainKeys.ts";

// Signing by chain: each chain's code is loaded on first use (loadChainKeys.ts), which a derived key has
// already done, so these imports resolve at once.

/** personal_sign (Ethereum) or ed25519 over the bytes (Solana, base64 signature). */
export async function signMessageWithKey(
  key: DerivedKey,
  message: string,
  encoding?: "utf8" | "hex" | "base64",
): Promise<WalletFrameOps["signMessage"]["result"]> {
  if (key.chainType === "ethereum") {
    return { signature: await (await loadEthereumKeys()).signEthereumMessage(key, message, encoding) };
  }
  return { signature: (await loadSolanaKeys()).signSolanaMessage(key, message, encoding) };
}

/** EIP-712 signature (Ethereum only). */
export async function signTypedDataWithKey(key: DerivedKey, typedData: TypedDataJson): Promise<string> {
  if (key.chainType !== "ethereum") throw new Error("Typed data is Ethereum only");
  return (await loadEthereumKeys()).signEthereumTypedData(key, typedData);
}

/** Ethereum: signed serialized transaction. Solana: base64 ed25519 signature of the message bytes. */
export async function signTransactionWithKey(
  key: DerivedKey,
  input: { transaction?: EthTransactionRequest; serializedMessage?: string; serializedMessages?: string[] },
): Promise<WalletFrameOps["signTransaction"]["result"]> {
  if (key.chainType === "ethereum") return (await loadEthereumKeys()).signEthereumTransaction(key, input.transaction);
  return (await loadSolanaKeys()).signSolanaTransaction(key, input);
}

/** EIP-7702 authorization (Ethereum only): delegates the account's code to `address` on `chainId`. */
export async function signAuthorizationWithKey(
  key: DerivedKey,
  authorization: { chainId: number; address: string; nonce: number },
): Promise<SignedAuthorizationJson> {
  if (key.chainType !== "ethereum") throw new Error("Authorizations are Ethereum only");
  return (await loadEthereumKeys()).signEthereumAuthorization(key, authorization);
}
