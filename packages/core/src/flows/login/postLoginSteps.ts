import type { LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import { walletCreationFailed } from "./walletCreationFailed.ts";

/**
 * The post-login pipeline's screens as a login-machine part (spec 000 §4 "After successful sign-in"): on the
 * post-login timer, the terms screen or the embedded wallet's creation (the machine decides the pipeline's next
 * step, `decidePostLogin`, and closes from the success step); the terms screen's Accept and No thanks with the
 * call's answer, a close that declines them, and the wallet's creation (started, created, failed). Only an app that requires terms or creates
 * wallets on login needs it: the login controller loads it before such an opening starts (`neededFor`; its
 * events wait for it otherwise), and an email sign-in without them never carries it (issue 19).
 */
export const postLoginSteps: LoginMethodDefinition = {
  id: "postLogin",
  // The steps stay the machine's (it draws and routes them); this part owns no step, only these events.
  steps: [],
  timers: ["postLogin"],
  transition(state, event, kit) {
    const step = state.step;
    const stay = { state, effects: [] };
    switch (event.type) {
      case "timer": {
        // The post-login timer on a sign-in's result screen (code done, wallet signed...) or on the terms screen.
        if (event.id !== "postLogin" || !state.signedIn) return stay;
        const next = kit.postLoginDecision(state, state.signedIn).next;
        const statusStep = kit.showsResult(state);
        if (next === "terms" && statusStep) {
          return { state: { ...state, step: { name: "terms", status: "idle" } }, effects: [] };
        }
        if (next === "createWallet" && (statusStep || step.name === "terms") && !state.walletCreationPending) {
          // The screen changes on walletCreationStarted: a user who needs no wallet never sees "Creating your wallet".
          return { state: { ...state, walletCreationPending: true }, effects: [{ type: "createEmbeddedWallet" }] };
        }
        return stay;
      }
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
      case "close":
        // Closing declines the required terms when they are what is left (on their screen, or next after a
        // method's own "done" moment); otherwise the machine closes (the sign-in stands).
        if (!state.signedIn || (step.name !== "terms" && kit.postLoginDecision(state, state.signedIn).next !== "terms"))
          return null;
        return {
          state,
          effects: [{ type: "cancelTimer", id: "postLogin" }, { type: "logout" }, { type: "close", outcome: "exited" }],
        };
      default:
        return null;
    }
  },
};
