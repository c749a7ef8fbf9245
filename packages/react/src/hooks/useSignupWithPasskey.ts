import type { LoginListener } from "../provider/createFoyerStore.ts";
import { type PasskeyState, usePasskeyCeremony } from "./usePasskeyCeremony.ts";

export interface UseSignupWithPasskey {
  /** Creates a passkey and a new user with it (app `passkeys_for_signup_enabled`, else `passkey_not_allowed`). */
  signupWithPasskey(input?: { captchaToken?: string }): Promise<void>;
  state: PasskeyState;
}

/**
 * Passkey sign-up without the modal.
 *
 * @example const { signupWithPasskey, state } = useSignupWithPasskey();
 */
export function useSignupWithPasskey(callbacks: LoginListener = {}): UseSignupWithPasskey {
  const { run, state } = usePasskeyCeremony("signup", callbacks);
  return { signupWithPasskey: run, state };
}
