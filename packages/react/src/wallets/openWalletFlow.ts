import type { WalletFlowRequest } from "@foyer/core/runtime/recovery";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

/**
 * Opens a recovery or MFA screen in the modal (over whatever is open) and resolves when its flow completes.
 * The flow's chunk loads only now (nothing of it is in the initial bundle). Rejects with the flow's
 * FoyerError when it did not complete (closed by the user, or failed).
 *
 * @example await openWalletFlow(store, { kind: "mfaVerify" }); // rejects with 'MFA canceled' when closed
 */
export async function openWalletFlow(store: FoyerStore, request: WalletFlowRequest): Promise<void> {
  return (await import("./runWalletFlow.ts")).runWalletFlow(store, request);
}

/** The MFA verification screen (withMfaRetry's prompt): rejects with 'MFA canceled' when closed. */
export function promptMfaVerify(store: FoyerStore): Promise<void> {
  return openWalletFlow(store, { kind: "mfaVerify" });
}

/**
 * The legacy create flow (spec 001 §4, `require_user_owned_recovery_on_create`): the recovery selection
 * first, then the wallets are created with the chosen method. For the embedded-wallet runtime's
 * creation step; `decideWalletCreationRoute` (core) says when.
 */
export function createWalletsWithRecoverySelection(
  store: FoyerStore,
  wallets: { ethereum: boolean; solana: boolean },
): Promise<void> {
  return openWalletFlow(store, { kind: "selection", isInAccountCreateFlow: true, createWallets: wallets });
}
