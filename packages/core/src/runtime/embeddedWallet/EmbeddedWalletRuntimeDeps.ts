import type { EmbeddedWalletProxy } from "../../wallets/embedded/EmbeddedWalletProxy.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import type { FoyerSolanaSupport } from "../wallets/FoyerSolanaSupport.ts";
import type { EmbeddedWalletUi } from "./EmbeddedWalletUi.ts";

/** The store as the embedded-wallet runtime reads it: any UI layer's, with the Solana support it was given. */
export type EmbeddedWalletStore = FoyerStore<unknown, FoyerSolanaSupport>;

/** Options of a signature request from a hook. */
export interface SignOptions {
  /** Which embedded wallet signs (default: the first Ethereum one). */
  address?: string;
  /** false skips the confirmation screen (only when the app does not enforce wallet UIs). */
  showWalletUIs?: boolean;
}

/**
 * What the embedded-wallet runtime is given: the screens it opens (the UI layer's port; the React package
 * builds it from its modal flows, tests pass a fake) and, for tests, the frame proxy.
 */
export interface EmbeddedWalletRuntimeDeps {
  ui: EmbeddedWalletUi;
  /** The wallet frame's proxy (default: a real one on the store's wallet frame, created on first use). */
  createProxy?: () => EmbeddedWalletProxy;
}
