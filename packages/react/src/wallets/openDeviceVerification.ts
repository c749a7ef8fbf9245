import { walletDeviceVerificationPath } from "@foyer/core/embedded";
import { FoyerError } from "@foyer/core/errors";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

/**
 * Shows the wallet origin's verification page inside the modal's card: the user types the code sent to
 * their email or phone there (or uses the passkey they added on the wallet origin), where this page can
 * neither read nor script it, and the frame's device key is registered. With `purpose: "enrol"` the page
 * offers to add that passkey instead (a registered device of a user with neither email nor phone).
 * Resolves when the page says it is done or the user closes it (the caller then tries again).
 *
 * @example await openDeviceVerification(store, wallet.entropyId);
 */
export async function openDeviceVerification(
  store: FoyerStore,
  entropyId: string,
  purpose: "verify" | "enrol" = "verify",
): Promise<void> {
  const accessToken = await store.getAccessToken();
  if (!accessToken) throw new FoyerError("must_be_authenticated");
  const query = new URLSearchParams({ v: "1", entropy_id: entropyId, ...(purpose === "enrol" ? { purpose } : {}) });
  const url = `${new URL(store.walletFrameUrl).origin}${walletDeviceVerificationPath(store.appId)}?${query}#token=${encodeURIComponent(accessToken)}`;
  const { walletDeviceVerificationFlow } = await import("../flows/walletExport/walletDeviceVerificationFlow.ts");
  const { openModalFlow } = await import("../flows/openModalFlow.ts");
  await openModalFlow(store, walletDeviceVerificationFlow, { url });
}
