import type { EmbeddedChainType, EntropyIdVerifier } from "@foyer/core";
import type { DerivedKey } from "./DerivedKey.ts";
import { loadEthereumKeys, loadSolanaKeys } from "./loadChainKeys.ts";

export type { DerivedKey } from "./DerivedKey.ts";

/**
 * Derives the key of one wallet from BIP-39 entropy: Ethereum by BIP-44 m/44'/60'/0'/0/i, Solana by
 * SLIP-10 m/44'/501'/i'/0' (the path Phantom and Solflare use, so an exported phrase restores there).
 * Asynchronous: the chain's code is loaded on first use (loadChainKeys.ts), and the BIP-39 seed with it
 * (walletSeed.ts, WebCrypto's PBKDF2).
 */
export async function deriveWalletKey(
  entropy: Uint8Array,
  chainType: EmbeddedChainType,
  hdWalletIndex: number,
): Promise<DerivedKey> {
  if (!Number.isInteger(hdWalletIndex) || hdWalletIndex < 0 || hdWalletIndex > 0x7fffffff) {
    throw new Error("Invalid HD wallet index");
  }
  if (chainType === "ethereum") return (await loadEthereumKeys()).deriveEthereumKey(entropy, hdWalletIndex);
  return (await loadSolanaKeys()).deriveSolanaKey(entropy, hdWalletIndex);
}

/** entropyId and verifier of entropy whose index-0 wallet is on `chainType`. */
export async function entropyIdOf(
  entropy: Uint8Array,
  chainType: EmbeddedChainType,
): Promise<{ entropyId: string; entropyIdVerifier: EntropyIdVerifier }> {
  return entropyIdOfKey(await deriveWalletKey(entropy, chainType, 0));
}

/** entropyId and verifier named by an index-0 key: its address, on its chain. */
export function entropyIdOfKey(key: DerivedKey): { entropyId: string; entropyIdVerifier: EntropyIdVerifier } {
  return {
    entropyId: key.address,
    entropyIdVerifier: key.chainType === "ethereum" ? "ethereum-address-verifier" : "solana-address-verifier",
  };
}

/** The chain whose index-0 address names the entropy. */
export function verifierChain(verifier: EntropyIdVerifier): EmbeddedChainType {
  return verifier === "ethereum-address-verifier" ? "ethereum" : "solana";
}
