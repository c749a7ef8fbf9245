import type { LoginEffect } from "@foyer/core/login";
import { codeStepMethod } from "@foyer/core/login/email";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { ClientLoginMethod, LoginRunContext } from "../../provider/ClientLoginMethod.ts";
import { CodeScreen } from "./CodeScreen.tsx";

type Effect<T extends LoginEffect["type"]> = Extract<LoginEffect, { type: T }>;

/** Link mode's final call: a link, or (updateEmail / updatePhone) the replacement of the old account. */
function linkCall(ctx: LoginRunContext, destination: string, code: string, channel?: string) {
  const { store } = ctx;
  const replacing = ctx.options.replacing;
  if (channel) {
    return replacing
      ? store.api.passwordlessSms.update({ oldPhoneNumber: replacing, newPhoneNumber: destination, code })
      : store.api.passwordlessSms.link({ phoneNumber: destination, code });
  }
  return replacing
    ? store.api.passwordless.update({ oldAddress: replacing, newAddress: destination, code })
    : store.api.passwordless.link({ email: destination, code });
}

/** The code step's calls, shared by email and phone: send (with the captcha token), sign in, link. */
export const codeClientMethod: ClientLoginMethod = {
  id: "code",
  definition: codeStepMethod,
  // Bundled with the modal, as the rest of the email journey (modal/screenRouter.ts says why).
  screens: { code: () => Promise.resolve(CodeScreen) },
  run: {
    sendCode(effect: Effect<"sendCode">, { store, send }) {
      (effect.channel
        ? store.api.passwordlessSms.init({
            phoneNumber: effect.email,
            channel: effect.channel,
            captchaToken: effect.captchaToken,
          })
        : store.api.passwordless.init({ email: effect.email, captchaToken: effect.captchaToken })
      ).then(
        () => send(effect.resend ? { type: "resendSucceeded" } : { type: "codeSent" }),
        (error: unknown) => {
          const flowError = toFlowError(error);
          send(
            effect.resend ? { type: "resendFailed", error: flowError } : { type: "sendCodeFailed", error: flowError },
          );
        },
      );
    },
    authenticate(effect: Effect<"authenticate">, ctx) {
      const { store } = ctx;
      (effect.channel
        ? store.api.passwordlessSms.authenticate({ phoneNumber: effect.email, code: effect.code, mode: effect.mode })
        : store.api.passwordless.authenticate({ email: effect.email, code: effect.code, mode: effect.mode })
      ).then(ctx.signIn, (error: unknown) => ctx.send({ type: "authenticateFailed", error: toFlowError(error) }));
    },
    link(effect: Effect<"link">, ctx) {
      linkCall(ctx, effect.email, effect.code, effect.channel).then(
        (user) => ctx.linked(user),
        (error: unknown) => ctx.send({ type: "authenticateFailed", error: toFlowError(error) }),
      );
    },
    focusBox: (effect: Effect<"focusBox">, ctx) => ctx.focusBox(effect.index),
  },
};
