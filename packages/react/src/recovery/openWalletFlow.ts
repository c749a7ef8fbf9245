import { FoyerError } from "@foyer/core";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { WalletFlowOutcome, WalletFlowRequest } from "./WalletFlowRequest.ts";

/**
 * Opens a recovery or MFA screen in its own modal and resolves when it closes. The screens' chunk loads
 * only now (nothing of it is in the initial bundle). Rejects with the flow's FoyerError when it did not
 * complete (closed by the user, or failed).
 */
export async function openWalletFlow(store: FoyerStore, request: WalletFlowRequest): Promise<void> {
  // The embedded-wallet runtime binds the frame proxy these screens use (set password, recover, MFA).
  const { loadEmbeddedWalletRuntime } = await import("../wallets/loadEmbeddedWalletRuntime.ts");
  await loadEmbeddedWalletRuntime(store);
  const { mountWalletFlow } = await import("../screens/recovery/mountWalletFlow.tsx");
  const outcome: WalletFlowOutcome = await mountWalletFlow(store, request);
  if (!outcome.ok) throw new FoyerError(outcome.code as never, outcome.message);
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
