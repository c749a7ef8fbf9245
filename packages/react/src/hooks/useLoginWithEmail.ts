import type { FoyerError } from "@foyer/core";
import { useCallback, useRef, useState } from "react";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { toFoyerError } from "../provider/toFlowError.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

/**
 * Where a headless email login stands:
 * - "initial": nothing sent yet;
 * - "sending-code": `sendCode` is in flight;
 * - "awaiting-code-input": a code was sent, call `loginWithCode`;
 * - "submitting-code": `loginWithCode` is in flight;
 * - "done": signed in (the session is stored, `useFoyer()` is authenticated);
 * - "error": the last call failed, `error` says why (a FoyerError with a catalogue `code`).
 */
export interface EmailLoginState {
  status: "initial" | "sending-code" | "awaiting-code-input" | "submitting-code" | "done" | "error";
  error: FoyerError | null;
}

export interface UseLoginWithEmail {
  /**
   * Sends a one-time code to `email`. When the app has captcha enabled, pass a fresh `captchaToken`
   * (single use). Never throws: failures land in `state` and `onError`.
   */
  sendCode(input: { email: string; captchaToken?: string }): Promise<void>;
  /** Signs in with the code sent to the last email given to `sendCode`. Never throws. */
  loginWithCode(input: { code: string }): Promise<void>;
  state: EmailLoginState;
}

/**
 * Email-code login without the modal, for your own UI.
 *
 * @example
 * const { sendCode, loginWithCode, state } = useLoginWithEmail({ onComplete: ({ user }) => console.log(user.id) });
 * await sendCode({ email }); // later: await loginWithCode({ code });
 */
export function useLoginWithEmail(callbacks: LoginListener = {}): UseLoginWithEmail {
  const store = useFoyerStore();
  const [state, setState] = useState<EmailLoginState>({ status: "initial", error: null });
  const email = useRef<string | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  const fail = useCallback((error: unknown) => {
    const e = toFoyerError(error);
    setState({ status: "error", error: e });
    latest.current.onError?.(e.code);
  }, []);

  const sendCode = useCallback(
    async ({ email: address, captchaToken }: { email: string; captchaToken?: string }) => {
      setState({ status: "sending-code", error: null });
      try {
        await store.api.passwordless.init({ email: address.trim(), captchaToken });
        email.current = address.trim();
        setState({ status: "awaiting-code-input", error: null });
      } catch (error) {
        fail(error);
      }
    },
    [store, fail],
  );

  const loginWithCode = useCallback(
    async ({ code }: { code: string }) => {
      if (!email.current) {
        fail(new Error("sendCode must succeed before loginWithCode"));
        return;
      }
      setState({ status: "submitting-code", error: null });
      try {
        const result = await store.api.passwordless.authenticate({ email: email.current, code: code.trim() });
        await store.session.setSession(result);
        setState({ status: "done", error: null });
        latest.current.onComplete?.({
          user: result.user,
          isNewUser: result.isNewUser,
          wasAlreadyAuthenticated: false,
          loginMethod: "email",
        });
      } catch (error) {
        fail(error);
      }
    },
    [store, fail],
  );

  return { sendCode, loginWithCode, state };
}
