import type { EthTransactionRequest, SignedAuthorizationJson, TypedDataJson, WalletFrameOps } from "@foyer/core";
import { bytesToHex } from "@noble/hashes/utils.js";
import { base64 } from "@scure/base";
import { HDKey } from "@scure/bip32";
import type { TransactionSerializable } from "viem";
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import type { DerivedKey } from "./DerivedKey.ts";
import { seedOf } from "./walletSeed.ts";

// The Ethereum code of the frame (BIP-32, secp256k1 through viem): a chunk of its own, loaded when the
// frame first derives or signs for an Ethereum wallet (loadChainKeys.ts).

/** Ethereum key by BIP-44 m/44'/60'/0'/0/i from the BIP-39 seed of the entropy. */
export async function deriveEthereumKey(entropy: Uint8Array, hdWalletIndex: number): Promise<DerivedKey> {
  const node = HDKey.fromMasterSeed(await seedOf(entropy)).derive(`m/44'/60'/0'/0/${hdWalletIndex}`);
  if (!node.privateKey) throw new Error("BIP-32 derivation gave no private key");
  const privateKey = `0x${bytesToHex(node.privateKey)}` as const;
  const account = privateKeyToAccount(privateKey);
  const key: DerivedKey = { chainType: "ethereum", hdWalletIndex, privateKey, address: account.address };
  accounts.set(key, account);
  return key;
}

/**
 * The viem account of each key object (building one computes the public key, so a key the frame keeps
 * does it once); weak, so an account goes with its key when the frame forgets it (lock()).
 */
const accounts = new WeakMap<DerivedKey, PrivateKeyAccount>();
function accountOf(key: DerivedKey): PrivateKeyAccount {
  let account = accounts.get(key);
  if (!account) {
    account = privateKeyToAccount(key.privateKey);
    accounts.set(key, account);
  }
  return account;
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

/** personal_sign of a UTF-8 message, of hex bytes, or of base64 bytes. */
export async function signEthereumMessage(
  key: DerivedKey,
  message: string,
  encoding?: "utf8" | "hex" | "base64",
): Promise<string> {
  const account = accountOf(key);
  if (encoding === "hex") return account.signMessage({ message: { raw: message as `0x${string}` } });
  return account.signMessage({ message: encoding === "base64" ? { raw: base64.decode(message) } : message });
}

/** EIP-712 signature. */
export async function signEthereumTypedData(key: DerivedKey, typedData: TypedDataJson): Promise<string> {
  // viem derives EIP712Domain itself and refuses it among the types.
  const { EIP712Domain: _domain, ...types } = typedData.types;
  const account = accountOf(key);
  // The JSON comes from the host at run time; viem checks it against `types` while hashing.
  const parameters = {
    domain: typedData.domain,
    types,
    primaryType: typedData.primaryType,
    message: typedData.message,
  };
  return account.signTypedData(parameters as unknown as Parameters<PrivateKeyAccount["signTypedData"]>[0]);
}

/** The signed serialized transaction. */
export async function signEthereumTransaction(
  key: DerivedKey,
  transaction: EthTransactionRequest | undefined,
): Promise<WalletFrameOps["signTransaction"]["result"]> {
  if (!transaction) throw new Error("transaction is required");
  const account = accountOf(key);
  return { signedTransaction: await account.signTransaction(toViemTransaction(transaction)) };
}

/** EIP-7702 authorization: delegates the account's code to `address` on `chainId`. */
export async function signEthereumAuthorization(
  key: DerivedKey,
  authorization: { chainId: number; address: string; nonce: number },
): Promise<SignedAuthorizationJson> {
  const account = accountOf(key);
  const signed = await account.signAuthorization({
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
