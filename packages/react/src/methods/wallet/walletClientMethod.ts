import type { LoginEffect } from "@foyer/core/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { WalletEntry } from "./WalletEntry.tsx";

/** External wallets on the client: the wallet screens; the wallet runtime (connectors, SIWE/SIWS) loads on use. */
export const walletClientMethod: ClientLoginMethod = {
  id: "wallet",
  // The wallet flow's machines load with the wallet list, not with the modal.
  loadDefinition: () => import("@foyer/core/login/wallet").then((m) => m.walletMethod),
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
    wallet(effect: Extract<LoginEffect, { type: "wallet" }>, ctx) {
      const state = ctx.state();
      const mode = state.disableSignup && state.mode === "login" ? ("no-signup" as const) : undefined;
      void Promise.all([import("@foyer/core/runtime/wallets"), import("../../walletManager/walletManagerFor.ts")]).then(
        ([runtime, { walletManagerFor }]) =>
          runtime.runWalletEffect(ctx.store, walletManagerFor(ctx.store), effect.effect, {
            send: ctx.send,
            ...(mode ? { mode } : {}),
            ...(effect.captchaToken === undefined ? {} : { captchaToken: effect.captchaToken }),
            settle: ctx.settle,
            connected: ctx.connected,
          }),
      );
    },
  },
};
