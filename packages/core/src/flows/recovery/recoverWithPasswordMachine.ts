import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * 'Enter your password' (spec 001 §2 "Recover wallet"): the user types the recovery password on a new
 * device; the host runs `recover` on the wallet proxy with it. A wrong password (wallet-proxy error
 * invalid_recovery_pin) keeps the screen with 'Invalid recovery password, please try again.'.
 */
export const INVALID_RECOVERY_PASSWORD = "Invalid recovery password, please try again.";

export interface RecoverWithPasswordState {
  status: "entering" | "submitting" | "done";
  password: string;
  /** Shown under the field. */
  error: string | null;
}

export type RecoverWithPasswordEvent =
  | { type: "input"; value: string }
  | { type: "submit" }
  | { type: "recovered" }
  /** `invalidPassword`: the frame answered invalid_recovery_pin. */
  | { type: "failed"; invalidPassword: boolean; error: FlowError }
  | { type: "close" };

export type RecoverWithPasswordEffect =
  | { type: "recover"; password: string }
  | { type: "finish"; outcome: "success" }
  | { type: "finish"; outcome: "error"; error: FlowError };

export interface RecoverWithPasswordTransition {
  state: RecoverWithPasswordState;
  effects: RecoverWithPasswordEffect[];
}

function initial(): RecoverWithPasswordTransition {
  return { state: { status: "entering", password: "", error: null }, effects: [] };
}

function transition(state: RecoverWithPasswordState, event: RecoverWithPasswordEvent): RecoverWithPasswordTransition {
  const stay = { state, effects: [] };
  switch (event.type) {
    case "input":
      return state.status === "entering"
        ? { state: { ...state, password: event.value, error: null }, effects: [] }
        : stay;
    case "submit":
      // Must be non-empty (spec 001 §5); the frame, not this machine, decides whether it is right.
      if (state.status !== "entering" || state.password === "") return stay;
      return {
        state: { ...state, status: "submitting", error: null },
        effects: [{ type: "recover", password: state.password }],
      };
    case "recovered":
      if (state.status !== "submitting") return stay;
      return { state: { ...state, status: "done", password: "" }, effects: [{ type: "finish", outcome: "success" }] };
    case "failed":
      if (state.status !== "submitting") return stay;
      if (event.invalidPassword) {
        return { state: { status: "entering", password: "", error: INVALID_RECOVERY_PASSWORD }, effects: [] };
      }
      return {
        state: { ...state, status: "entering", error: "Unable to recover wallet" },
        effects: [],
      };
    case "close":
      return {
        state: { ...state, status: "done", password: "" },
        effects: [
          {
            type: "finish",
            outcome: "error",
            error: {
              code: "unknown_embedded_wallet_error",
              message: "User exited before their wallet could be recovered",
              status: null,
            },
          },
        ],
      };
  }
}

/** The recover-with-password machine. */
export const recoverWithPasswordMachine = { initial, transition };
