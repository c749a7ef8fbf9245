import { SUCCESS_AUTO_CLOSE_MS } from "../../loginConstants.ts";
import type { LoginEffect, LoginState, LoginTransition } from "./loginTypes.ts";

// Apart from createLoginMachine.ts: methods loaded on their own (Farcaster) use it without putting the login
// machine on their loading path.

/** The post-login pipeline's success step after a link: "The account was added", then close. */
export function linkedSuccess(state: LoginState, effects: LoginEffect[] = []): LoginTransition {
  return {
    state: {
      ...state,
      history: [],
      signedIn: { hasAcceptedTerms: true, isNewUser: false },
      step: { name: "success", linked: true },
    },
    effects: [...effects, { type: "startTimer", id: "postLogin", ms: SUCCESS_AUTO_CLOSE_MS }],
  };
}
