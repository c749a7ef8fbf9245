import type { WalletFrameOps } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base58, base64, base64urlnopad } from "@scure/base";
import type { DerivedKey } from "./DerivedKey.ts";
import { slip10Ed25519 } from "./slip10Ed25519.ts";
import { seedOf } from "./walletSeed.ts";

// The Solana code of the frame (SLIP-10, base58; ed25519 is shared with the recovery proofs): a chunk of its
// own, loaded when the frame first derives or signs for a Solana wallet (loadChainKeys.ts).

/** Solana key by SLIP-10 m/44'/501'/i'/0' from the BIP-39 seed of the entropy (the path Phantom and Solflare use, so an exported phrase restores there). */
export async function deriveSolanaKey(entropy: Uint8Array, hdWalletIndex: number): Promise<DerivedKey> {
  const secret = slip10Ed25519(await seedOf(entropy), `m/44'/501'/${hdWalletIndex}'/0'`);
  return {
    chainType: "solana",
    hdWalletIndex,
    privateKey: `0x${bytesToHex(secret)}`,
    address: base58.encode(ed25519.getPublicKey(secret)),
  };
}

function messageBytes(message: string, encoding: "utf8" | "hex" | "base64" = "utf8"): Uint8Array {
  if (encoding === "hex") return hexToBytes(message.startsWith("0x") ? message.slice(2) : message);
  if (encoding === "base64") return base64.decode(message);
  return utf8ToBytes(message);
}

const sign = (key: DerivedKey, bytes: Uint8Array) => ed25519.sign(bytes, hexToBytes(key.privateKey.slice(2)));

/** Ed25519 over the message's bytes, base64. */
export function signSolanaMessage(key: DerivedKey, message: string, encoding?: "utf8" | "hex" | "base64"): string {
  return base64.encode(sign(key, messageBytes(message, encoding)));
}

/** Ed25519 over the message's UTF-8 bytes, base64url (a legacy device registration, registerWithWalletKey.ts). */
export function signSolanaText(key: DerivedKey, text: string): string {
  return base64urlnopad.encode(sign(key, utf8ToBytes(text)));
}

/** Base64 Ed25519 signatures of serialized transaction messages (one, or several). */
export function signSolanaTransaction(
  key: DerivedKey,
  input: { serializedMessage?: string; serializedMessages?: string[] },
): WalletFrameOps["signTransaction"]["result"] {
  if (input.serializedMessages) {
    return { signatures: input.serializedMessages.map((m) => base64.encode(sign(key, base64.decode(m)))) };
  }
  if (!input.serializedMessage) throw new Error("serializedMessage is required");
  return { signature: base64.encode(sign(key, base64.decode(input.serializedMessage))) };
}

/** The 64-byte secret key (seed || public key) in base58, as Phantom imports it (the export page). */
export function solanaSecretKey(key: DerivedKey): string {
  const seed = hexToBytes(key.privateKey.slice(2));
  return base58.encode(concatBytes(seed, ed25519.getPublicKey(seed)));
}
