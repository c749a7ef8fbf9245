import { FoyerError } from "../../errors/FoyerError.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { verifyWalletMfa } from "../recovery/walletRecoveryBinding.ts";

/**
 * Verifies an MFA answer through the wallet frame, which keeps the MFA token for the signing it guards.
 * Without an embedded-wallet proxy on this page (no wallet runtime loaded) the answer is verified by the
 * API directly and the token returned to the caller (the headless `useMfa().verify` case).
 */
export async function verifyMfaSomewhere(
  store: FoyerStore,
  input: { method: "sms"; code: string } | { method: "passkey"; passkeyResponse: Record<string, unknown> },
): Promise<string | null> {
  try {
    await verifyWalletMfa(store, input);
    return null;
  } catch (error) {
    if (!(error instanceof FoyerError) || error.message !== "Cannot connect to wallet proxy") throw error;
  }
  return store.api.mfa.verify(input);
}
