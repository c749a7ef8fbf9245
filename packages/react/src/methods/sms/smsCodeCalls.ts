import type { LoginMode } from "@foyer/core/api";
import type { LoginEffect } from "@foyer/core/login";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";

type Effect<T extends LoginEffect["type"]> = Extract<LoginEffect, { type: T }>;
/** A sign-in or link with `code` at the phone number (the code step's `CodeCall`, named here: no loop of folders). */
type CodeCall = { email: string; code: string; mode?: LoginMode };

/**
 * The code step's calls for a phone number (a destination with a `channel`; the code step's `CodeCalls`, which its
 * runners take from here): in the SMS part (smsPart.ts), so that the email journey does not carry them.
 */
export const smsCodeCalls = {
  sendCode: ({ email, channel, captchaToken }: Effect<"sendCode">, { store }: LoginRunContext) =>
    store.api.passwordlessSms.init({ phoneNumber: email, channel, captchaToken }),
  authenticate: ({ email, code, mode }: CodeCall, { store }: LoginRunContext) =>
    store.api.passwordlessSms.authenticate({ phoneNumber: email, code, mode }),
  link: ({ email, code }: CodeCall, { store, options }: LoginRunContext) =>
    options.replacing
      ? store.api.passwordlessSms.update({ oldPhoneNumber: options.replacing, newPhoneNumber: email, code })
      : store.api.passwordlessSms.link({ phoneNumber: email, code }),
};
