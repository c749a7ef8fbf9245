import type { LoginEffect } from "@foyer/core/login";
import type { ConnectedWalletInfo } from "@foyer/core/runtime";
import type { ClientLoginMethod, LoginRunContext } from "../../provider/ClientLoginMethod.ts";
import type { MethodHelpers } from "../../provider/MethodHelpers.ts";
import { WalletEntry } from "./WalletEntry.tsx";

/** Connect-only openings: the wallet that connected, by opening (reported to the host on close). */
const connectedWallets = new WeakMap<LoginRunContext, ConnectedWalletInfo>();

/**
 * An opening that may go through the wallet list ends (the controller's "close", the opening disposed). After the
 * host's callbacks the page moves to the wallet list's `onCompleteNavigateTo` when the flow went through the wallet
 * list (a login() opening may end with email instead: the page stays). Connect-only: the host hears of the wallet
 * that connected, or of the exit; true: the controller's own ending is skipped. Here, not in the controller, as
 * only the openings that load this descriptor can go through the wallet list.
 */
function closeThroughWalletList(effect: Extract<LoginEffect, { type: "close" }>, ctx: LoginRunContext): boolean {
  const { options, store } = ctx;
  const success = effect.outcome === "success";
  const navigateTo = options.walletListOverride?.onCompleteNavigateTo;
  const throughWalletList =
    options.connectWalletOnly === true ||
    (options.mode === "link" && options.linkMethod === "wallet") ||
    ctx.state().method === "wallet";
  // The module loads after the ending below has run the host's callbacks, so the page moves on after them.
  if (success && navigateTo && throughWalletList) {
    void import("../../wallets/navigateOnComplete.ts").then((m) => m.navigateOnComplete(navigateTo));
  }
  if (!options.connectWalletOnly) return false;
  const wallet = connectedWallets.get(ctx);
  if (success && wallet) store.finishConnectWallet({ wallet });
  else store.exitOpening();
  return true;
}

/** External wallets on the client: the wallet screens; the wallet runtime (connectors, SIWE/SIWS) loads on use. */
export function walletClientMethod({ loadOnce }: MethodHelpers): ClientLoginMethod {
  /** Its machine and runner (walletPart.ts), fetched with the wallet list, not with the modal. */
  const part = loadOnce(() => import("./walletPart.ts"));
  return {
    id: "wallet",
    loadDefinition: () => part.load().then((m) => m.walletMethod),
    events: ["openWallets", "wallet"],
    neededFor: (options) =>
      options.connectWalletOnly === true ||
      (options.mode === "link" && options.linkMethod === "wallet") ||
      options.walletListOverride?.preSelectedWalletId !== undefined,
    entries: ["wallet"],
    Entry: WalletEntry,
    screens: { wallets: () => import("../../screens/wallets/WalletsScreen.tsx").then((m) => m.WalletsScreen) },
    transfer: (store, account) =>
      account.type === "wallet" ? (account.address.startsWith("0x") ? store.api.siwe : store.api.siws) : null,
    run: {
      // Its effects come from its machine, so the part is loaded by then.
      wallet: (effect: Extract<LoginEffect, { type: "wallet" }>, ctx) =>
        part.loaded?.runWallet(effect, ctx, (wallet) => connectedWallets.set(ctx, wallet)),
      close: closeThroughWalletList,
    },
  };
}
