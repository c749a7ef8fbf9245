import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "./loadEmbeddedWalletRuntime.ts";

/**
 * The login's wallet creation after sign-in (spec 001 §4), loaded only by an app that creates wallets on login:
 * the runtime's `createOnLogin` (`onStart` as a wallet really starts being created), with the success screen's
 * "Welcome" variant fetched meanwhile (`preload`, the modal's own) so that it is at hand when it shows; should that
 * fail, the screen fetches it again as it draws.
 */
export async function createWalletsOnLogin(
  store: FoyerStore,
  onStart: () => void,
  preload: () => Promise<unknown>,
): Promise<void> {
  await Promise.all([
    loadEmbeddedWalletRuntime(store).then((runtime) => runtime.createOnLogin({ onStart })),
    preload().catch(() => {}),
  ]);
}
