// The external-wallet method's loaded part (walletClientMethod.ts): its machine and its runner, fetched when
// the user opens the wallet list or an opening starts on it, never on the email journey's path.
import type { LoginEffect } from "@foyer/core/login";
import type { ConnectedWalletInfo } from "@foyer/core/runtime";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";

export { walletMethod } from "@foyer/core/login/wallet";

/**
 * Runs a "wallet" effect through the wallet runtime (connectors, SIWE/SIWS), loaded on use; `connected` hears of
 * the wallet that connected (a connect-only opening reports it on close: walletClientMethod.ts).
 */
export function runWallet(
  effect: Extract<LoginEffect, { type: "wallet" }>,
  ctx: LoginRunContext,
  connected: (wallet: ConnectedWalletInfo) => void,
): void {
  const state = ctx.state();
  const mode = state.disableSignup && state.mode === "login" ? ("no-signup" as const) : undefined;
  void Promise.all([import("@foyer/core/runtime/wallets"), import("../../walletManager/walletManagerFor.ts")]).then(
    ([runtime, { walletManagerFor }]) =>
      runtime.runWalletEffect(ctx.store, walletManagerFor(ctx.store), effect.effect, {
        send: ctx.send,
        ...(mode ? { mode } : {}),
        ...(effect.captchaToken === undefined ? {} : { captchaToken: effect.captchaToken }),
        settle: ctx.settle,
        connected,
      }),
  );
}
