import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from "@solana/kit";

/**
 * The demo's Solana test key: 32 bytes of 7, the seed the demo's Wallet Standard test wallet signs with
 * (apps/demo/src/devTestWallets.ts). Public knowledge: never hold value with it.
 */
export const devSolanaSeed: Uint8Array = new Uint8Array(32).fill(7);

/** SOL credited to the test key when the local Solana chain starts. */
export const DEV_SOLANA_LAMPORTS = 100n * 1_000_000_000n;

/** The test key as a @solana/kit signer. */
export function devSolanaSigner(): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(devSolanaSeed);
}

/** The test key's address (base58). */
export async function devSolanaAddress(): Promise<Address> {
  return (await devSolanaSigner()).address;
}
