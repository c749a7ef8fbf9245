// The post-login screens' part of the login modal (terms, embedded-wallet creation): their machine part and the
// runners of the effects only they ask for (the wallet's creation, the terms' Accept, logout, analytics), loaded before an opening of an app that shows them (loadLoginMethods'
// `machineParts`), so an email sign-in without them never carries them (issue 19).

import { toFlowError } from "../../errors/FoyerError.ts";
import type { LoginEffect } from "../../flows/login/loginTypes.ts";
import type { LoginRunContext, RuntimeLoginMethod } from "./RuntimeLoginMethod.ts";

export { postLoginSteps as definition } from "../../flows/login/postLoginSteps.ts";

export const run: RuntimeLoginMethod["run"] = {
  /** Creates the wallets this user needs (the opening's creator); "Creating your wallet" shows as one really starts. */
  createEmbeddedWallet(_effect, ctx: LoginRunContext) {
    (ctx.options.createEmbeddedWallet ?? (() => Promise.reject(new Error("no embedded wallet creator"))))(() =>
      ctx.send({ type: "walletCreationStarted" }),
    ).then(
      () => ctx.send({ type: "walletCreated" }),
      (error: unknown) => ctx.send({ type: "walletCreationFailed", error: toFlowError(error) }),
    );
  },
  /** The terms screen's Accept: the user the host's callback gets is the one that accepted. */
  acceptTerms(_effect, ctx: LoginRunContext) {
    ctx.store.api.users.acceptTerms().then(
      async (user) => {
        ctx.updateUser(user);
        await ctx.store.session.refreshUser().catch(() => {});
        ctx.send({ type: "termsAccepted" });
      },
      (error: unknown) => ctx.send({ type: "termsFailed", error: toFlowError(error) }),
    );
  },
  /** Signs the user out (terms declined, the wallet's creation failed). */
  logout(_effect, ctx: LoginRunContext) {
    void ctx.store.logout().catch(() => {});
  },
  analytics(effect: Extract<LoginEffect, { type: "analytics" }>, ctx: LoginRunContext) {
    void ctx.store.api.analytics.send({ eventName: effect.eventName }).catch(() => {});
  },
};
