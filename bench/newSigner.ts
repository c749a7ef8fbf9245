// A fresh Ethereum key for one SIWE sign-in, signing synchronously: autocannon builds each request in a
// synchronous `setupRequest`, and viem's local account signs through a promise. The signature is what viem's
// `signMessage` gives (EIP-191 personal message, low-s, r ‖ s ‖ v with v 27 or 28); both servers check it
// with viem (bench/compare.ts).
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, type Hex, hashMessage, hexToBytes } from "viem";
import { publicKeyToAddress } from "viem/accounts";

/** One wallet: its checksummed address, and `sign(message)` as `personal_sign` would answer. */
export interface Signer {
  address: Hex;
  sign(message: string): Hex;
}

/** A new random key (so every sign-in is a new user on either server) and its address. */
export function newSigner(): Signer {
  const secretKey = secp256k1.utils.randomSecretKey();
  const address = publicKeyToAddress(bytesToHex(secp256k1.getPublicKey(secretKey, false)));
  return {
    address,
    sign(message) {
      // `recovered`: the recovery bit first, then r ‖ s (64 bytes); the wire form puts v = 27 + bit last.
      const signed = secp256k1.sign(hexToBytes(hashMessage(message)), secretKey, {
        prehash: false,
        format: "recovered",
      });
      const wire = new Uint8Array(65);
      wire.set(signed.subarray(1), 0);
      wire[64] = 27 + (signed[0] as number);
      return bytesToHex(wire);
    },
  };
}
