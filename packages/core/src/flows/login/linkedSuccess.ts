import { SUCCESS_AUTO_CLOSE_MS } from "../../loginConstants.ts";
import type { LoginEffect, LoginState, LoginTransition } from "./loginTypes.ts";

// The kit's `linkedSuccess` (LoginKit): methods loaded on their own (Farcaster, the status-step methods) call it
// through the kit, so that this file rides in the modal's chunk rather than in a chunk shared with them.

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
