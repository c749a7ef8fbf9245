import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { type CodeLoginState, useCodeLogin } from "./useCodeLogin.ts";

/** Where a headless email login stands (see CodeLoginState). */
export type EmailLoginState = CodeLoginState;

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
  return useCodeLogin(callbacks, {
    loginMethod: "email",
    async send({ email, captchaToken }: { email: string; captchaToken?: string }) {
      await store.api.passwordless.init({ email: email.trim(), captchaToken });
      return email.trim();
    },
    authenticate: (email, code) => store.api.passwordless.authenticate({ email, code }),
  });
}
