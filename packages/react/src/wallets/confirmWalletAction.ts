import type { ScreensMessageKey } from "../i18n/tScreens.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";

/**
 * The confirmation screen before an embedded wallet signs, in the modal (over whatever is open): what is
 * signed, by which address, 'Sign and continue' or 'Cancel'. Cancel, Close and Escape reject with "User
 * rejected the request." (code unable_to_sign, details.rpcCode 4001, EIP-1193's user rejection).
 *
 * @example await confirmWalletAction(store, { title: "wallet.signMessageTitle", app: "Acme", address, body: "gm" });
 */
export async function confirmWalletAction(
  store: FoyerStore,
  input: { title: ScreensMessageKey; app: string; address: string; body: string },
): Promise<void> {
  const { signatureConfirmFlow } = await import("../flows/signatureConfirm/signatureConfirmFlow.ts");
  const { openModalFlow } = await import("../flows/openModalFlow.ts");
  await openModalFlow(store, signatureConfirmFlow, input);
}
