import type { EthTransactionRequest, SignedAuthorizationJson, TypedDataJson, WalletFrameOps } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base64 } from "@scure/base";
import type { TransactionSerializable } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { DerivedKey } from "./deriveWalletKeys.ts";

function messageBytes(message: string, encoding: "utf8" | "hex" | "base64" = "utf8"): Uint8Array {
  if (encoding === "hex") return hexToBytes(message.startsWith("0x") ? message.slice(2) : message);
  if (encoding === "base64") return base64.decode(message);
  return utf8ToBytes(message);
}

const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v));

function toViemTransaction(tx: EthTransactionRequest): TransactionSerializable {
  const common = {
    chainId: tx.chainId,
    to: tx.to as `0x${string}` | undefined,
    data: tx.data as `0x${string}` | undefined,
    value: big(tx.value),
    nonce: tx.nonce,
    gas: big(tx.gas),
  };
  if (tx.type === "eip7702") {
    return {
      ...common,
      type: "eip7702",
      maxFeePerGas: big(tx.maxFeePerGas),
      maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
      authorizationList: (tx.authorizationList ?? []).map((a) => ({
        chainId: a.chainId,
        address: a.address as `0x${string}`,
        nonce: a.nonce,
        r: a.r as `0x${string}`,
        s: a.s as `0x${string}`,
        yParity: a.yParity,
      })),
    };
  }
  if (tx.type === "legacy" || (tx.gasPrice !== undefined && tx.maxFeePerGas === undefined)) {
    return { ...common, type: "legacy", gasPrice: big(tx.gasPrice) };
  }
  return {
    ...common,
    type: "eip1559",
    maxFeePerGas: big(tx.maxFeePerGas),
    maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
  };
}

/** personal_sign (Ethereum) or ed25519 over the bytes (Solana, base64 signature). */
export async function signMessageWithKey(
  key: DerivedKey,
  message: string,
  encoding?: "utf8" | "hex" | "base64",
): Promise<WalletFrameOps["signMessage"]["result"]> {
  if (key.chainType === "ethereum") {
    const account = privateKeyToAccount(key.privateKey);
    const signature =
      encoding === "hex"
        ? await account.signMessage({ message: { raw: message as `0x${string}` } })
        : await account.signMessage({ message: encoding === "base64" ? { raw: base64.decode(message) } : message });
    return { signature };
  }
  return {
    signature: base64.encode(ed25519.sign(messageBytes(message, encoding), hexToBytes(key.privateKey.slice(2)))),
  };
}

/** EIP-712 signature (Ethereum only). */
export async function signTypedDataWithKey(key: DerivedKey, typedData: TypedDataJson): Promise<string> {
  if (key.chainType !== "ethereum") throw new Error("Typed data is Ethereum only");
  // viem derives EIP712Domain itself and refuses it among the types.
  const { EIP712Domain: _domain, ...types } = typedData.types;
  const account = privateKeyToAccount(key.privateKey);
  // The JSON comes from the host at run time; viem checks it against `types` while hashing.
  const parameters = {
    domain: typedData.domain,
    types,
    primaryType: typedData.primaryType,
    message: typedData.message,
  };
  return account.signTypedData(parameters as unknown as Parameters<typeof account.signTypedData>[0]);
}

/** Ethereum: signed serialized transaction. Solana: base64 ed25519 signature of the message bytes. */
export async function signTransactionWithKey(
  key: DerivedKey,
  input: { transaction?: EthTransactionRequest; serializedMessage?: string; serializedMessages?: string[] },
): Promise<WalletFrameOps["signTransaction"]["result"]> {
  if (key.chainType === "ethereum") {
    if (!input.transaction) throw new Error("transaction is required");
    return {
      signedTransaction: await privateKeyToAccount(key.privateKey).signTransaction(
        toViemTransaction(input.transaction),
      ),
    };
  }
  const secret = hexToBytes(key.privateKey.slice(2));
  if (input.serializedMessages) {
    return { signatures: input.serializedMessages.map((m) => base64.encode(ed25519.sign(base64.decode(m), secret))) };
  }
  if (!input.serializedMessage) throw new Error("serializedMessage is required");
  return { signature: base64.encode(ed25519.sign(base64.decode(input.serializedMessage), secret)) };
}

/** EIP-7702 authorization (Ethereum only): delegates the account's code to `address` on `chainId`. */
export async function signAuthorizationWithKey(
  key: DerivedKey,
  authorization: { chainId: number; address: string; nonce: number },
): Promise<SignedAuthorizationJson> {
  if (key.chainType !== "ethereum") throw new Error("Authorizations are Ethereum only");
  const signed = await privateKeyToAccount(key.privateKey).signAuthorization({
    chainId: authorization.chainId,
    address: authorization.address as `0x${string}`,
    nonce: authorization.nonce,
  });
  return {
    chainId: signed.chainId,
    address: signed.address,
    nonce: signed.nonce,
    r: signed.r,
    s: signed.s,
    yParity: signed.yParity ?? (signed.v === 28n ? 1 : 0),
  };
}
