import type { FoyerStore } from "../provider/createFoyerStore.ts";

/**
 * 'Protect your wallet' for one entropy (the embedded-wallet runtime's `offerWalletPasskey` screen): the
 * modal's device-verification card showing the wallet origin's page with `purpose=enrol`.
 */
export const openWalletPasskeyOffer = async (store: FoyerStore, entropyId: string): Promise<void> =>
  (await import("./openDeviceVerification.ts")).openDeviceVerification(store, entropyId, "enrol");
