import type { WalletFlowRequest } from "@foyer/core/runtime/recovery";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { openWalletFlow } from "./openWalletFlow.ts";

/**
 * A recovery the host opened (spec 001 §3 "Wallet to recover: entropyId, entropyIdVerifier,
 * onCompleteNavigateTo"): the recovery screen, and once the wallet is recovered on this device the page goes
 * to `onCompleteNavigateTo` (a path or URL of its own origin; another origin is ignored with a console
 * warning). A recovery that a wallet operation asked for has no such address: that operation runs again
 * instead (withWalletRecovery). Rejects, and stays on the page, when the recovery did not complete.
 *
 * @example await recoverThenNavigate(store, { kind: "recover" }, "/portfolio");
 */
export async function recoverThenNavigate(
  store: FoyerStore,
  request: Extract<WalletFlowRequest, { kind: "recover" | "recoveryOAuth" }>,
  onCompleteNavigateTo: string | undefined,
  open: (store: FoyerStore, request: WalletFlowRequest) => Promise<void> = openWalletFlow,
): Promise<void> {
  await open(store, request);
  if (onCompleteNavigateTo) (await import("./navigateOnComplete.ts")).navigateOnComplete(onCompleteNavigateTo);
}
