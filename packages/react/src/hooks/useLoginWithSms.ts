import type { SmsChannel } from "@foyer/core/api";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { useCodeLogin } from "./useCodeLogin.ts";
import type { EmailLoginState } from "./useLoginWithEmail.ts";

/** Same statuses as the email login: initial → sending-code → awaiting-code-input → submitting-code → done | error. */
export type SmsLoginState = EmailLoginState;

export interface UseLoginWithSms {
  /**
   * Sends a code to `phoneNumber` (E.164, e.g. "+447400123456") by SMS, or WhatsApp when the app enables it.
   * Pass a fresh `captchaToken` when the app has captcha on. Never throws: failures land in `state`.
   * A number from a region the app does not serve fails with `not_supported` (`error.details.reason` "unsupported_region").
   */
  sendCode(input: { phoneNumber: string; channel?: SmsChannel; captchaToken?: string }): Promise<void>;
  /** Signs in with the code sent to the last number given to `sendCode`. Never throws. */
  loginWithCode(input: { code: string }): Promise<void>;
  state: SmsLoginState;
}

/**
 * Phone-code login (SMS or WhatsApp) without the modal, for your own UI.
 *
 * @example
 * const { sendCode, loginWithCode, state } = useLoginWithSms();
 * await sendCode({ phoneNumber: "+12015550123" }); // later: await loginWithCode({ code });
 */
export function useLoginWithSms(callbacks: LoginListener = {}): UseLoginWithSms {
  const store = useFoyerStore();
  return useCodeLogin(callbacks, {
    loginMethod: "sms",
    async send({
      phoneNumber,
      channel,
      captchaToken,
    }: {
      phoneNumber: string;
      channel?: SmsChannel;
      captchaToken?: string;
    }) {
      await store.api.passwordlessSms.init({ phoneNumber: phoneNumber.trim(), channel, captchaToken });
      return phoneNumber.trim();
    },
    authenticate: (phoneNumber, code) => store.api.passwordlessSms.authenticate({ phoneNumber, code }),
  });
}
