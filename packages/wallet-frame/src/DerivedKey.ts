import type { EmbeddedChainType } from "@foyer/core";

/** One derived key: the private key never leaves the frame. */
export interface DerivedKey {
  chainType: EmbeddedChainType;
  hdWalletIndex: number;
  address: string;
  /** Ethereum: 0x-hex secp256k1 key. Solana: 0x-hex 32-byte ed25519 seed. */
  privateKey: `0x${string}`;
}
