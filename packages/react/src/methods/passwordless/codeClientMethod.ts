import type { LoginEffect } from "@foyer/core/login";
import { codeStepMethod } from "@foyer/core/login/email";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { smsPart } from "../sms/loadSmsPart.ts";
import type { CodeCalls } from "./CodeCalls.ts";
import { CodeScreen } from "./CodeScreen.tsx";

type Effect<T extends LoginEffect["type"]> = Extract<LoginEffect, { type: T }>;

/** The code step's calls for an email. */
const emailCodeCalls: CodeCalls = {
  sendCode: ({ email, captchaToken }, { store }) => store.api.passwordless.init({ email, captchaToken }),
  authenticate: ({ email, code, mode }, { store }) => store.api.passwordless.authenticate({ email, code, mode }),
  link: ({ email, code }, { store, options }) =>
    options.replacing
      ? store.api.passwordless.update({ oldAddress: options.replacing, newAddress: email, code })
      : store.api.passwordless.link({ email, code }),
};

/**
 * One call for the effect's destination: an email's here, a phone number's (`channel` set) from the SMS part,
 * which an opening that can send a code to a phone has loaded before it started.
 */
function call<T>(effect: { channel?: string }, make: (calls: CodeCalls) => Promise<T>): Promise<T> {
  return effect.channel ? smsPart.load().then((m) => make(m.smsCodeCalls)) : make(emailCodeCalls);
}

/** The code step's calls, shared by email and phone: send (with the captcha token), sign in, link. */
export const codeClientMethod: ClientLoginMethod = {
  id: "code",
  definition: codeStepMethod,
  // Bundled with the modal, as the rest of the email journey (modal/screenRouter.ts says why).
  screens: { code: () => Promise.resolve(CodeScreen) },
  run: {
    sendCode(effect: Effect<"sendCode">, ctx) {
      call(effect, (calls) => calls.sendCode(effect, ctx)).then(
        () => ctx.send(effect.resend ? { type: "resendSucceeded" } : { type: "codeSent" }),
        (error: unknown) => {
          const flowError = toFlowError(error);
          ctx.send(
            effect.resend ? { type: "resendFailed", error: flowError } : { type: "sendCodeFailed", error: flowError },
          );
        },
      );
    },
    authenticate(effect: Effect<"authenticate">, ctx) {
      call(effect, (calls) => calls.authenticate(effect, ctx)).then(ctx.signIn, (error: unknown) =>
        ctx.send({ type: "authenticateFailed", error: toFlowError(error) }),
      );
    },
    link(effect: Effect<"link">, ctx) {
      call(effect, (calls) => calls.link(effect, ctx)).then(
        (user) => ctx.linked(user),
        (error: unknown) => ctx.send({ type: "authenticateFailed", error: toFlowError(error) }),
      );
    },
    focusBox: (effect: Effect<"focusBox">, ctx) => ctx.focusBox(effect.index),
  },
};
