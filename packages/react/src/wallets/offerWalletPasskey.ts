import type { FoyerStore } from "../provider/createFoyerStore.ts";

/** Opens 'Protect your wallet' for one entropy (tests pass their own; the runtime's `offerWalletPasskey` dep). */
export type OfferWalletPasskey = (store: FoyerStore, entropyId: string) => Promise<void>;

/**
 * Whether the signed-in user is one a wallet-origin passkey is for (issue 13): not a guest (their session
 * is the account) and with neither email nor phone (those verify new devices with a code).
 */
export function needsWalletPasskey(store: FoyerStore): boolean {
  const user = store.session.getState().user;
  if (!user || user.isGuest) return false;
  return !user.linkedAccounts.some((a) => a.type === "email" || a.type === "phone");
}

/** The modal's device-verification card showing the wallet origin's page with `purpose=enrol`. */
export const openWalletPasskeyOffer: OfferWalletPasskey = async (store, entropyId) =>
  (await import("./openDeviceVerification.ts")).openDeviceVerification(store, entropyId, "enrol");
