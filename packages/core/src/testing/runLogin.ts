import type { LoginEvent, LoginOptions, LoginState } from "../flows/login/loginTypes.ts";
import { loginMachine } from "../flows/loginMethods/loginMachine.ts";

/** The login machine's first state, terms off unless the test asks for them. */
export const startLogin = (options: Partial<LoginOptions> = {}) =>
  loginMachine.initial({ requireTermsAcceptance: false, ...options });

/** Sends the events in order; answers the last state and the effects of the last event. */
export function runLogin(state: LoginState, ...events: LoginEvent[]) {
  let s = state;
  let effects: ReturnType<typeof loginMachine.transition>["effects"] = [];
  for (const event of events) {
    const r = loginMachine.transition(s, event);
    s = r.state;
    effects = r.effects;
  }
  return { state: s, effects };
}
