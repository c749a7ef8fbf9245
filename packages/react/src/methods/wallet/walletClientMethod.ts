import type { LoginEffect } from "@foyer/core/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import type { MethodHelpers } from "../../provider/MethodHelpers.ts";
import { WalletEntry } from "./WalletEntry.tsx";

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
      wallet: (effect: Extract<LoginEffect, { type: "wallet" }>, ctx) => part.loaded?.runWallet(effect, ctx),
    },
  };
}
