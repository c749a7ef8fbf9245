import type { WalletFlowRequest } from "@foyer/core/runtime/recovery";
import { existingRecoveryError } from "@foyer/core/runtime/recovery";
import type { MfaFlowInput, UserOwnedRecoveryOption } from "@foyer/core/wallets";
import { mfaFlow } from "../flows/mfa/mfaFlow.ts";
import { openModalFlow } from "../flows/openModalFlow.ts";
import { recoveryFlow } from "../flows/recovery/recoveryFlow.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "./loadEmbeddedWalletRuntime.ts";

/** The MFA flow's input for an MFA request. */
function mfaInput(store: FoyerStore, request: Extract<WalletFlowRequest, { kind: `mfa${string}` }>): MfaFlowInput {
  const hasLinkedPasskey = (store.getSnapshot().user?.linkedAccounts ?? []).some((a) => a.type === "passkey");
  if (request.kind === "mfaVerify") return { kind: "verify", hasLinkedPasskey };
  if (request.kind === "mfaManage") return { kind: "manage", hasLinkedPasskey };
  return { kind: "enroll", method: request.method, thenVerify: request.thenVerify === true, hasLinkedPasskey };
}

/** `openWalletFlow`'s work, in the chunk it loads: the request as the MFA or the recovery flow's input. */
export async function runWalletFlow(store: FoyerStore, request: WalletFlowRequest): Promise<void> {
  // The embedded-wallet runtime binds the frame proxy these flows use (set password, recover, MFA).
  const runtime = await loadEmbeddedWalletRuntime(store);
  if (request.kind === "password" || request.kind === "automatic") {
    const refused = existingRecoveryError(request, (await runtime.primaryWallet())?.recoveryMethod ?? null);
    if (refused) throw refused;
  }
  if (request.kind === "verifyDevice") {
    return (await import("./openDeviceVerification.ts")).openDeviceVerification(store, request.entropyId);
  }
  if (request.kind === "mfaVerify" || request.kind === "mfaEnroll" || request.kind === "mfaManage")
    return openModalFlow(store, mfaFlow, mfaInput(store, request));
  const config = store.getSnapshot().config;
  // The host's userOwnedRecoveryOptions, else the server's, else user-passcode (resolveConfig).
  const enabled = config?.embeddedWallets.userOwnedRecoveryOptions as UserOwnedRecoveryOption[] | undefined;
  return openModalFlow(store, recoveryFlow, {
    ...request,
    appName: config?.appName ?? "foyer",
    ...(enabled ? { enabledOptions: enabled } : {}),
  });
}
