import { FoyerError } from "@foyer/core/errors";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { WalletFlowRequest } from "./WalletFlowRequest.ts";

/** The recovery screen for a wallet's method (spec 001 §4 "Connect wallet"), or null when none applies. */
export function recoveryRequestFor(recoveryMethod: unknown): WalletFlowRequest | null {
  if (recoveryMethod === "user-passcode") return { kind: "recover" };
  if (recoveryMethod === "google-drive" || recoveryMethod === "icloud") {
    return { kind: "recoveryOAuth", provider: recoveryMethod, action: "recover" };
  }
  return null;
}

/**
 * Runs a key-using wallet operation and, when the frame answers wallet_not_on_device (a new device, or
 * its storage was cleared) for a user-owned method, shows the matching recovery screen once ('Enter your
 * password', or 'Confirm it's really you' for Google Drive / iCloud) and runs the operation again.
 * Closing the recovery screen rejects with its error.
 *
 * @example const { signature } = await withWalletRecovery(store, () => proxy.signMessage(payload));
 */
export async function withWalletRecovery<T>(
  store: FoyerStore,
  operation: () => Promise<T>,
  open: (store: FoyerStore, request: WalletFlowRequest) => Promise<void> = async (s, request) =>
    (await import("./openWalletFlow.ts")).openWalletFlow(s, request),
): Promise<T> {
  let request: WalletFlowRequest | null;
  try {
    return await operation();
  } catch (error) {
    const details = error instanceof FoyerError ? (error.details as Record<string, unknown> | undefined) : undefined;
    request =
      details?.walletProxyErrorType === "wallet_not_on_device" ? recoveryRequestFor(details.recoveryMethod) : null;
    if (!request) throw error;
  }
  await open(store, request);
  return operation();
}
