// Each chain's key code is a chunk of the frame's bundle, imported when the frame first uses that chain
// (scripts/buildWalletFrame.mjs splits at these dynamic imports): a page that only ever signs for Ethereum
// never downloads SLIP-10 and base58, and the first answer waits for neither chain.

/** The Ethereum chunk: BIP-32 and viem's secp256k1 signing. */
export const loadEthereumKeys = () => import("./ethereumKeys.ts");

/** The Solana chunk: SLIP-10, base58 and ed25519 signing. */
export const loadSolanaKeys = () => import("./solanaKeys.ts");
