import { FoyerError } from "../../errors/FoyerError.ts";
import { isCloudRecoveryProvider } from "../../providers/recovery/cloudRecoveryProviders.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import type { WalletFlowRequest } from "./WalletFlowRequest.ts";

/**
 * The recovery screen for a wallet's method (spec 001 §4 "Connect wallet"), or null when none applies. A
 * frame that must verify this device first (details `verification: "in-frame"`) gets the in-frame verification
 * (an email or SMS code, or a passkey on the wallet origin, chosen by the page).
 */
export function recoveryRequestFor(
  recoveryMethod: unknown,
  details: Record<string, unknown> = {},
): WalletFlowRequest | null {
  if (details.verification === "in-frame" && typeof details.entropyId === "string") {
    return { kind: "verifyDevice", entropyId: details.entropyId };
  }
  if (recoveryMethod === "user-passcode") return { kind: "recover" };
  if (isCloudRecoveryProvider(recoveryMethod)) {
    return { kind: "recoveryOAuth", provider: recoveryMethod, action: "recover" };
  }
  return null;
}

/**
 * Runs a key-using wallet operation and, when the frame answers wallet_not_on_device (a new device, its
 * storage was cleared, or the method was changed on another device) for a user-owned method, shows the
 * matching recovery screen once ('Enter your password', or 'Confirm it's really you' for Google Drive /
 * iCloud; for automatic recovery on a device the server does not know, the email code typed into the
 * wallet origin's page) and runs the operation again.
 * Closing the recovery screen rejects with its error. `open` shows that screen (the embedded-wallet runtime
 * passes wallets/openWalletFlow), so this layer stays below the flows.
 *
 * @example const { signature } = await withWalletRecovery(store, () => proxy.signMessage(payload), openWalletFlow);
 */
export async function withWalletRecovery<T, S extends FoyerStore = FoyerStore>(
  store: S,
  operation: () => Promise<T>,
  open: (store: S, request: WalletFlowRequest) => Promise<void>,
): Promise<T> {
  let request: WalletFlowRequest | null;
  try {
    return await operation();
  } catch (error) {
    const details = error instanceof FoyerError ? (error.details as Record<string, unknown> | undefined) : undefined;
    request =
      details?.walletProxyErrorType === "wallet_not_on_device"
        ? recoveryRequestFor(details.recoveryMethod, details)
        : null;
    if (!request) throw error;
  }
  await open(store, request);
  return operation();
}
