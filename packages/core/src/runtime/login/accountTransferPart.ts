// The account transfer's part of the login modal: the transfer step's machine part (with a link's "linked") and the
// runner of its transfer call, loaded as a link opening starts (only a link is answered 409
// account_transfer_required; loadLoginMethods' `machineParts`), so an email sign-in never carries them (issue 19).

import { toFlowError } from "../../errors/FoyerError.ts";
import type { LoginEffect } from "../../flows/login/loginTypes.ts";
import type { LoginRunContext, RuntimeLoginMethod } from "./RuntimeLoginMethod.ts";

export { accountTransferStep as definition } from "../../flows/login/accountTransferStep.ts";

export const run: RuntimeLoginMethod["run"] = {
  /** Copies the embedded wallet's address (the transfer screen's copy button). */
  copy: (effect: Extract<LoginEffect, { type: "copy" }>) =>
    void globalThis.navigator?.clipboard?.writeText(effect.text).catch(() => {}),
  /** Moves the account to this user through the transfer call of the method it belongs to. */
  transferAccount(effect: Extract<LoginEffect, { type: "transferAccount" }>, ctx: LoginRunContext) {
    const api = ctx.methods.map((m) => m.transfer?.(ctx.store, effect.account)).find((found) => found) ?? null;
    (api ? api.transfer({ nonce: effect.nonce }) : Promise.reject(new Error("no transfer for this account"))).then(
      (user) => {
        ctx.updateUser(user);
        ctx.send({ type: "transfer", event: { type: "transferSucceeded" } });
      },
      (error: unknown) => ctx.send({ type: "transfer", event: { type: "transferFailed", error: toFlowError(error) } }),
    );
  },
};
