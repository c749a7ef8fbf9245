import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { openWalletFlow } from "./openWalletFlow.ts";
import type { WalletFlowRequest } from "./WalletFlowRequest.ts";
import { walletProxyErrorType } from "./walletRecoveryBinding.ts";

/**
 * The recovery screen for a wallet that is not on this device (spec 001 §4 "Connect wallet": for a
 * method other than automatic recovery the user goes to the matching recovery screen), or null when the
 * frame recovers by itself or the method is unknown.
 */
export function recoveryScreenFor(recoveryMethod: unknown): WalletFlowRequest | null {
  if (recoveryMethod === "user-passcode") return { kind: "recover" };
  if (recoveryMethod === "google-drive" || recoveryMethod === "icloud")
    return { kind: "recoveryOAuth", provider: recoveryMethod, action: "recover" };
  return null;
}

/**
 * Runs a key-using operation; when the frame answers wallet_not_on_device (a new device, or cleared
 * frame storage) it shows the wallet's recovery screen once ('Enter your password', or the cloud
 * screen) and runs the operation again. Closing the screen rejects with its error.
 *
 * @example const { signature } = await withRecoveryRetry(store, () => proxy.signMessage(payload));
 */
export async function withRecoveryRetry<T>(
  store: FoyerStore,
  operation: () => Promise<T>,
  prompt: (store: FoyerStore, request: WalletFlowRequest) => Promise<void> = openWalletFlow,
): Promise<T> {
  let request: WalletFlowRequest | null;
  try {
    return await operation();
  } catch (error) {
    if (walletProxyErrorType(error) !== "wallet_not_on_device") throw error;
    const details = (error as { details?: { recoveryMethod?: unknown } }).details;
    request = recoveryScreenFor(details?.recoveryMethod);
    if (!request) throw error;
  }
  await prompt(store, request);
  return operation();
}
