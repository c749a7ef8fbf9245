import type { FoyerError, SmsChannel } from "@foyer/core";
import { useCallback, useRef, useState } from "react";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { toFoyerError } from "../provider/toFlowError.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
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
  const [state, setState] = useState<SmsLoginState>({ status: "initial", error: null });
  const phone = useRef<string | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  const fail = useCallback((error: unknown) => {
    const e: FoyerError = toFoyerError(error);
    setState({ status: "error", error: e });
    latest.current.onError?.(e.code);
  }, []);

  const sendCode = useCallback(
    async ({
      phoneNumber,
      channel,
      captchaToken,
    }: {
      phoneNumber: string;
      channel?: SmsChannel;
      captchaToken?: string;
    }) => {
      setState({ status: "sending-code", error: null });
      try {
        await store.api.passwordlessSms.init({ phoneNumber: phoneNumber.trim(), channel, captchaToken });
        phone.current = phoneNumber.trim();
        setState({ status: "awaiting-code-input", error: null });
      } catch (error) {
        fail(error);
      }
    },
    [store, fail],
  );

  const loginWithCode = useCallback(
    async ({ code }: { code: string }) => {
      if (!phone.current) return fail(new Error("sendCode must succeed before loginWithCode"));
      setState({ status: "submitting-code", error: null });
      try {
        const result = await store.api.passwordlessSms.authenticate({ phoneNumber: phone.current, code: code.trim() });
        await store.session.setSession(result);
        setState({ status: "done", error: null });
        latest.current.onComplete?.({
          user: result.user,
          isNewUser: result.isNewUser,
          wasAlreadyAuthenticated: false,
          loginMethod: "sms",
        });
      } catch (error) {
        fail(error);
      }
    },
    [store, fail],
  );

  return { sendCode, loginWithCode, state };
}
