// @foyer/core/runtime/wallets: the external-wallet runtime (discovery, connections, sign-in with Ethereum or
// Solana, the scan step before a wallet signs, the login flow's wallet effects), loaded on demand with the
// wallet screens and hooks. The UI layer passes its prompts (`WalletPrompts`). Never re-exported by the barrel.

export {
  createWalletManager,
  type WalletManager,
} from "./runtime/wallets/createWalletManager.ts";
export { guardExternalProvider } from "./runtime/wallets/guardExternalProvider.ts";
export { guardExternalSolanaWallet } from "./runtime/wallets/guardExternalSolanaWallet.ts";
export { runWalletEffect, type WalletEffectHooks } from "./runtime/wallets/runWalletEffect.ts";
export {
  signInWithWallet,
  type WalletSignInOptions,
  type WalletSignInOutcome,
} from "./runtime/wallets/signInWithWallet.ts";
export type { WalletPrompts } from "./runtime/wallets/WalletPrompts.ts";
export { walletManagerFor } from "./runtime/wallets/walletManagerFor.ts";
