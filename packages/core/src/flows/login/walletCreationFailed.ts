import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginEffect, LoginState, LoginStep, LoginTransition } from "./loginTypes.ts";

/** The failure handler's text when wallet creation fails (spec 001 §2 "Wallet created success"). */
export const WALLET_CREATION_FAILED_MESSAGE = "Failed to create wallet";

/**
 * Spec 000 §4: a failed wallet creation after login logs the user out and emits the event. Spec 001 §2:
 * the creating screen then shows 'Something went wrong' with 'Close', and the failure handler gets
 * 'Failed to create wallet'. A user who closed the recovery selection chose to leave: the modal closes at once.
 * Without a session (must_be_authenticated) the modal goes back to `loginStep` instead (spec 001 §4).
 */
export function walletCreationFailed(state: LoginState, error: FlowError, loginStep: LoginStep): LoginTransition {
  if (error.code === "must_be_authenticated")
    // Spec 001 §4: no session (it ended while the wallet was being made): no one to log out; back to login, and
    // the failure handler hears the runtime's 'User must be authenticated before creating a foyer wallet'.
    return {
      state: { ...state, walletCreationPending: false, signedIn: null, history: [], step: loginStep },
      effects: [{ type: "reportError", error }],
    };
  const failure: LoginEffect[] = [
    { type: "analytics", eventName: "embedded_wallet_creation_failure_logout" },
    { type: "logout" },
  ];
  if (error.code === "user_exited_set_password_flow") {
    return {
      state: { ...state, walletCreationPending: false },
      effects: [...failure, { type: "reportError", error }, { type: "close", outcome: "exited" }],
    };
  }
  const reported: FlowError = {
    code: "embedded_wallet_create_error",
    message: WALLET_CREATION_FAILED_MESSAGE,
    status: null,
    details: { cause: error.code },
  };
  return {
    // Signed out now: the screen's Close (or the modal's) closes as an exit, with no second logout.
    state: {
      ...state,
      walletCreationPending: false,
      signedIn: null,
      history: [],
      step: { name: "createWallet", failed: true },
    },
    effects: [...failure, { type: "reportError", error: reported }],
  };
}
