import type { LoginListener } from "../provider/createFoyerStore.ts";
import { type PasskeyState, usePasskeyCeremony } from "./usePasskeyCeremony.ts";

export interface UseLoginWithPasskey {
  /**
   * Prompts for a passkey and signs in with it. Never throws: failures land in `state` and `onError`.
   * `captchaToken`: a solved captcha's token, when the app has captcha on (passkeys/authenticate/init checks it).
   */
  loginWithPasskey(input?: { captchaToken?: string }): Promise<void>;
  state: PasskeyState;
}

/**
 * Passkey sign-in without the modal. A cancelled or timed-out prompt fails with `client_request_timeout`.
 *
 * @example const { loginWithPasskey, state } = useLoginWithPasskey({ onComplete: ({ user }) => console.log(user.id) });
 */
export function useLoginWithPasskey(callbacks: LoginListener = {}): UseLoginWithPasskey {
  const { run, state } = usePasskeyCeremony("login", callbacks);
  return { loginWithPasskey: run, state };
}
