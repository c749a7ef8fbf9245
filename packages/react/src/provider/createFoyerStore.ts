import type { FoyerSolanaSupport } from "@foyer/core/runtime";
import {
  createFoyerStore as createRuntimeStore,
  type FoyerStore as RuntimeStore,
  type FoyerStoreOptions as RuntimeStoreOptions,
} from "@foyer/core/runtime";
import type { ClientLoginMethod } from "./ClientLoginMethod.ts";

// The store itself is the framework-free runtime in @foyer/core/runtime; this module names it with the
// React package's own types (its login methods carry screens, its Solana support a wallet-standard wallet).
export type {
  ConnectedWalletInfo,
  FoyerSnapshot,
  LoginListener,
  LoginOptions,
  LoginResult,
  ModalRequest,
  SignInReport,
  WalletConnectListener,
} from "@foyer/core/runtime";

export type FoyerStoreOptions = RuntimeStoreOptions<ClientLoginMethod, FoyerSolanaSupport>;
export type FoyerStore = RuntimeStore<ClientLoginMethod, FoyerSolanaSupport>;

/** The provider's store (see `@foyer/core/runtime`'s createFoyerStore), typed with the React package's methods. */
export const createFoyerStore: (options: FoyerStoreOptions) => FoyerStore = createRuntimeStore;
