// @foyer/core/solana: Solana transaction signing, instruction decoding and the Wallet Standard wallet.
// Opt-in: it imports @solana/kit and the @solana-program/* packages, optional peer dependencies that only
// apps signing Solana transactions install (the server and Ethereum-only apps never load them).

export {
  createEmbeddedSolanaWallet,
  type EmbeddedSolanaWallet,
  type EmbeddedSolanaWalletOptions,
} from "./transactions/solana/createEmbeddedSolanaWallet.ts";
export { createSolanaTransactionRunner } from "./transactions/solana/createSolanaTransactionRunner.ts";
export {
  type DecodedSolanaInstruction,
  decodeSolanaInstruction,
  decodeSolanaInstructions,
  SOLANA_INSTRUCTION_DECODERS,
} from "./transactions/solana/decodeSolanaInstructions.ts";
export { signSolanaTransactionBytes } from "./transactions/solana/signSolanaTransactionBytes.ts";
export {
  type SolanaTransactionOptions,
  startSolanaTransactionFlow,
} from "./transactions/solana/startSolanaTransactionFlow.ts";
export {
  createSolanaStandardWallet,
  type SolanaStandardWalletObject,
  type StandardWalletAccount,
} from "./wallets/embedded/createSolanaStandardWallet.ts";
