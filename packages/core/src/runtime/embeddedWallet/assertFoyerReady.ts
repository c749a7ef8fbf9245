import { FoyerError } from "../../errors/FoyerError.ts";
import type { EmbeddedWalletStore as FoyerStore } from "./EmbeddedWalletRuntimeDeps.ts";

/** The text of the method-called-before-ready error (spec 001 §8 names the error, not its text). */
export const CALLED_BEFORE_READY_MESSAGE =
  "Foyer is not ready yet: wait until useFoyer().ready is true before calling wallet methods.";

/**
 * Refuses a wallet call made before the store knows the session (spec 001 §8): without it the call would
 * fail later as 'User must be authenticated', which is untrue and hides the cause.
 *
 * @example assertFoyerReady(store); // throws unknown_embedded_wallet_error while the session is still loading
 */
export function assertFoyerReady(store: FoyerStore): void {
  if (!store.getSnapshot().ready) throw new FoyerError("unknown_embedded_wallet_error", CALLED_BEFORE_READY_MESSAGE);
}
