import type { MfaFlowInput, UserOwnedRecoveryOption } from "@foyer/core/wallets";
import { openModalFlow } from "../modal/openModalFlow.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { WalletFlowRequest } from "./WalletFlowRequest.ts";

/** The MFA flow's input for an MFA request. */
function mfaInput(store: FoyerStore, request: Extract<WalletFlowRequest, { kind: `mfa${string}` }>): MfaFlowInput {
  const hasLinkedPasskey = (store.getSnapshot().user?.linkedAccounts ?? []).some((a) => a.type === "passkey");
  if (request.kind === "mfaVerify") return { kind: "verify", hasLinkedPasskey };
  if (request.kind === "mfaManage") return { kind: "manage", hasLinkedPasskey };
  return { kind: "enroll", method: request.method, thenVerify: request.thenVerify === true, hasLinkedPasskey };
}

/**
 * Opens a recovery or MFA screen in the modal (over whatever is open) and resolves when its flow completes.
 * The flow's chunk loads only now (nothing of it is in the initial bundle). Rejects with the flow's
 * FoyerError when it did not complete (closed by the user, or failed).
 *
 * @example await openWalletFlow(store, { kind: "mfaVerify" }); // rejects with 'MFA canceled' when closed
 */
export async function openWalletFlow(store: FoyerStore, request: WalletFlowRequest): Promise<void> {
  // The embedded-wallet runtime binds the frame proxy these flows use (set password, recover, MFA).
  const { loadEmbeddedWalletRuntime } = await import("../wallets/loadEmbeddedWalletRuntime.ts");
  await loadEmbeddedWalletRuntime(store);
  if (request.kind === "mfaVerify" || request.kind === "mfaEnroll" || request.kind === "mfaManage") {
    const { mfaFlow } = await import("../flows/mfa/mfaFlow.ts");
    return openModalFlow(store, mfaFlow, mfaInput(store, request));
  }
  const { recoveryFlow } = await import("../flows/recovery/recoveryFlow.ts");
  const config = store.getSnapshot().config;
  const enabled = config?.server?.embedded_wallet_config?.user_owned_recovery_options as
    | UserOwnedRecoveryOption[]
    | undefined;
  return openModalFlow(store, recoveryFlow, {
    ...request,
    appName: config?.appName ?? "foyer",
    ...(enabled ? { enabledOptions: enabled } : {}),
  });
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
