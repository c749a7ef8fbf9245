import type { WalletFlowRequest } from "@foyer/core/runtime/recovery";
import type { EmbeddedWalletProxy } from "@foyer/core/wallets";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

/** Options of a signature request from a hook. */
export interface SignOptions {
  /** Which embedded wallet signs (default: the first Ethereum one). */
  address?: string;
  /** false skips the confirmation screen (only when the app does not enforce wallet UIs). */
  showWalletUIs?: boolean;
}

/**
 * Everything embedded wallets do on the host page: the frame proxy (created lazily, destroyed at logout),
 * creation on login and on demand, signatures with a confirmation screen, export, EIP-1193 providers.
 * In server-wallet mode the same calls go to `wallets` and `wallets/{id}/rpc` on the API.
 */
export interface EmbeddedWalletRuntimeDeps {
  createProxy?: () => EmbeddedWalletProxy;
  /** The MFA verification screen (default: the wallet-flow modal's mfaVerify); tests pass their own. */
  promptMfa?: (store: FoyerStore) => Promise<void>;
  /** The recovery screen for a wallet not on this device (default: the wallet-flow modal); tests pass their own. */
  promptRecovery?: (store: FoyerStore, request: WalletFlowRequest) => Promise<void>;
  /** The legacy create flow's recovery selection (default: the wallet-flow modal); tests pass their own. */
  selectRecoveryAndCreate?: (store: FoyerStore, wallets: { ethereum: boolean; solana: boolean }) => Promise<void>;
  /**
   * 'Protect your wallet' (the wallet origin's page adding a passkey there), shown after the first wallet is
   * made for a user with neither email nor phone (default: the modal's device-verification card).
   */
  offerWalletPasskey?: (store: FoyerStore, entropyId: string) => Promise<void>;
}
