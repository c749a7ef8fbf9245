import type { TransactionFlowHandle } from "../flows/transaction/createTransactionFlow.ts";
import type { PreparedBase } from "../flows/transaction/TransactionFlowState.ts";
import type { SendTransactionOptions } from "./SendTransactionRequest.ts";

/**
 * The hook point where the modal shows a transaction flow: it receives the running flow, renders its state
 * with the view models (approvalViewModel, successViewModel, errorViewModel) and sends the user's events.
 * Registered by the modal; until one is, a flow that needs screens fails with not_supported.
 */
export type TransactionScreens<P extends PreparedBase = PreparedBase> = (
  flow: TransactionFlowHandle<P>,
  request: { chainType: "ethereum" | "solana"; options: SendTransactionOptions | Record<string, unknown> },
) => void;

/** How the app configures the screens (server settings and client config). */
export interface TransactionUiSettings {
  /** The app's `enforce_wallet_uis`: showWalletUIs false is ignored. */
  enforceWalletUis: boolean;
  /** The funding flow is configured: 'Add funds' when the balance cannot pay. */
  fundingAvailable: boolean;
  /** The app enables transaction scanning (and a scanner is wired). */
  scanning: boolean;
  /** Opened from another flow (e.g. funding), not on its own: details start closed. */
  nested?: boolean;
}

/** Whether a call runs without screens: asked for, and not forbidden by the app. */
export function skipsScreens(
  options: { uiOptions?: { showWalletUIs?: boolean } },
  settings: TransactionUiSettings,
): boolean {
  return options.uiOptions?.showWalletUIs === false && !settings.enforceWalletUis;
}
