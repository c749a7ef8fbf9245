// @foyer/core/runtime/embeddedWallet: the embedded-wallet runtime (the frame proxy, creation on login and on
// demand, signatures, export, the chain wallets and their announcements). React-free: every screen it opens
// comes from the UI layer's `EmbeddedWalletUi`. Loaded when a wallet is used, never by the barrel.

export type { EmbeddedWalletUi } from "./runtime/embeddedWallet/EmbeddedWalletUi.ts";
