import type { EmbeddedChainType, EntropyIdVerifier } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { base58 } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { entropyToMnemonic, mnemonicToSeedSync } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english";
import { privateKeyToAddress } from "viem/accounts";
import { slip10Ed25519 } from "./slip10Ed25519.ts";

/** One derived key: the private key never leaves the frame. */
export interface DerivedKey {
  chainType: EmbeddedChainType;
  hdWalletIndex: number;
  address: string;
  /** Ethereum: 0x-hex secp256k1 key. Solana: 0x-hex 32-byte ed25519 seed. */
  privateKey: `0x${string}`;
}

/** BIP-39 mnemonic of 128-bit entropy (12 words), shown only by the export page. */
export function mnemonicOf(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist);
}

/**
 * Derives the key of one wallet from BIP-39 entropy: Ethereum by BIP-44 m/44'/60'/0'/0/i, Solana by
 * SLIP-10 m/44'/501'/i'/0' (the path Phantom and Solflare use, so an exported phrase restores there).
 */
export function deriveWalletKey(entropy: Uint8Array, chainType: EmbeddedChainType, hdWalletIndex: number): DerivedKey {
  if (!Number.isInteger(hdWalletIndex) || hdWalletIndex < 0 || hdWalletIndex > 0x7fffffff) {
    throw new Error("Invalid HD wallet index");
  }
  const seed = mnemonicToSeedSync(mnemonicOf(entropy));
  if (chainType === "ethereum") {
    const node = HDKey.fromMasterSeed(seed).derive(`m/44'/60'/0'/0/${hdWalletIndex}`);
    if (!node.privateKey) throw new Error("BIP-32 derivation gave no private key");
    const privateKey = `0x${bytesToHex(node.privateKey)}` as const;
    return { chainType, hdWalletIndex, privateKey, address: privateKeyToAddress(privateKey) };
  }
  const secret = slip10Ed25519(seed, `m/44'/501'/${hdWalletIndex}'/0'`);
  return {
    chainType,
    hdWalletIndex,
    privateKey: `0x${bytesToHex(secret)}`,
    address: base58.encode(ed25519.getPublicKey(secret)),
  };
}

/** entropyId and verifier of entropy whose index-0 wallet is on `chainType`. */
export function entropyIdOf(
  entropy: Uint8Array,
  chainType: EmbeddedChainType,
): { entropyId: string; entropyIdVerifier: EntropyIdVerifier } {
  return {
    entropyId: deriveWalletKey(entropy, chainType, 0).address,
    entropyIdVerifier: chainType === "ethereum" ? "ethereum-address-verifier" : "solana-address-verifier",
  };
}

/** The chain whose index-0 address names the entropy. */
export function verifierChain(verifier: EntropyIdVerifier): EmbeddedChainType {
  return verifier === "ethereum-address-verifier" ? "ethereum" : "solana";
}
