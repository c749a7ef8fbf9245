import type { FoyerStore } from "../FoyerStore.ts";

/**
 * Whether the signed-in user is one a wallet-origin passkey is for (issue 13): not a guest (their session
 * is the account) and with neither email nor phone (those verify new devices with a code).
 *
 * @example if (needsWalletPasskey(store)) await ui.offerWalletPasskey(wallet.entropyId);
 */
export function needsWalletPasskey(store: FoyerStore): boolean {
  const user = store.session.getState().user;
  if (!user || user.isGuest) return false;
  return !user.linkedAccounts.some((a) => a.type === "email" || a.type === "phone");
}
