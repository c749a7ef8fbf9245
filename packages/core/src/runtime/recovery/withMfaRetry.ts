import { FoyerError } from "../../errors/FoyerError.ts";
import type { FoyerStore } from "../FoyerStore.ts";

/**
 * Runs a key-using wallet operation (connect, sign) and, when the app forces MFA and the server answers
 * missing_or_invalid_mfa, shows the MFA verification screen once and runs the operation again (the frame
 * now holds a fresh MFA token). Closing the MFA screen rejects with its error ('MFA canceled'). `prompt`
 * shows that screen: the caller passes it (the embedded-wallet runtime, wallets/, opens the modal's MFA flow),
 * so this layer stays below the flows.
 *
 * @example const { signature } = await withMfaRetry(store, () => proxy.signMessage(payload), (s) => openWalletFlow(s, { kind: "mfaVerify" }));
 */
export async function withMfaRetry<T, S extends FoyerStore = FoyerStore>(
  store: S,
  operation: () => Promise<T>,
  prompt: (store: S) => Promise<void>,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!(error instanceof FoyerError) || error.code !== "missing_or_invalid_mfa") throw error;
  }
  await prompt(store);
  return operation();
}
