import type { LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import { walletCreationFailed } from "./walletCreationFailed.ts";

/**
 * The post-login pipeline's screens as a login-machine part (spec 000 §4 "After successful sign-in"): the terms
 * screen's Accept and No thanks with the call's answer, and the embedded wallet's creation (started, created,
 * failed). The machine decides when they show (`continuePostLogin`, the post-login timer); this part answers
 * their events. Only an app that requires terms or creates wallets on login needs it: the login controller loads
 * it before such an opening starts (`neededFor`), and an email sign-in without them never carries it (issue 19).
 */
export const postLoginSteps: LoginMethodDefinition = {
  id: "postLogin",
  // The steps stay the machine's (it draws and routes them); this part owns no step, only these events.
  steps: [],
  transition(state, event, kit) {
    const step = state.step;
    const stay = { state, effects: [] };
    switch (event.type) {
      case "walletCreationStarted":
        if (!state.walletCreationPending) return stay;
        return { state: { ...state, step: { name: "createWallet" } }, effects: [] };
      case "walletCreated":
        if ((step.name !== "createWallet" && !state.walletCreationPending) || !state.signedIn) return stay;
        return kit.continuePostLogin(
          { ...state, createEmbeddedWallet: false, walletCreationPending: false },
          state.signedIn,
        );
      case "walletCreationFailed":
        if (step.name !== "createWallet" && !state.walletCreationPending) return stay;
        return walletCreationFailed(state, event.error, kit.startStep(state));
      case "acceptTerms":
        if (step.name !== "terms" || step.status !== "idle") return stay;
        return {
          state: { ...state, step: { name: "terms", status: "accepting" } },
          effects: [{ type: "acceptTerms" }],
        };
      case "termsAccepted":
        if (step.name !== "terms" || !state.signedIn) return stay;
        return kit.continuePostLogin(state, { ...state.signedIn, hasAcceptedTerms: true });
      case "termsFailed":
        if (step.name !== "terms") return stay;
        return {
          state: { ...state, step: { name: "terms", status: "idle", failed: true } },
          effects: [{ type: "reportError", error: event.error }],
        };
      case "declineTerms":
        if (step.name !== "terms") return stay;
        return { state, effects: [{ type: "logout" }, { type: "close", outcome: "exited" }] };
      default:
        return null;
    }
  },
};
