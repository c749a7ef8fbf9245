// @foyer/core/runtime/embeddedWallet: the embedded-wallet runtime (the frame proxy, creation on login and on
// demand, signatures, export, the chain wallets and their announcements). React-free: every screen it opens
// comes from the UI layer's `EmbeddedWalletUi`. Loaded when a wallet is used, never by the barrel.

export { CALLED_BEFORE_READY_MESSAGE } from "./runtime/embeddedWallet/assertFoyerReady.ts";
export {
  createEmbeddedWalletRuntime,
  type EmbeddedWalletRuntime,
} from "./runtime/embeddedWallet/createEmbeddedWalletRuntime.ts";
export type {
  EmbeddedWalletRuntimeDeps,
  EmbeddedWalletStore,
  SignOptions,
} from "./runtime/embeddedWallet/EmbeddedWalletRuntimeDeps.ts";
export type { EmbeddedWalletUi } from "./runtime/embeddedWallet/EmbeddedWalletUi.ts";
export type { WalletRoot } from "./runtime/embeddedWallet/walletRoots.ts";
