import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * 'Automatically secure your account' (spec 001 §4 "Automatic recovery"): the recovery method is set to
 * `foyer` (server-held recovery key), the user refreshed, and the flow completes. No input from the user.
 */
export interface AutomaticRecoveryState {
  status: "securing" | "refreshing" | "done" | "error";
  error: FlowError | null;
}

export type AutomaticRecoveryEvent =
  | { type: "recoverySet" }
  | { type: "userRefreshed" }
  | { type: "failed"; error: FlowError }
  | { type: "retry" }
  | { type: "close" };

export type AutomaticRecoveryEffect =
  | { type: "setRecovery"; recoveryMethod: "foyer" }
  | { type: "refreshUser" }
  | { type: "finish"; outcome: "success" }
  | { type: "finish"; outcome: "error"; error: FlowError };

export interface AutomaticRecoveryTransition {
  state: AutomaticRecoveryState;
  effects: AutomaticRecoveryEffect[];
}

function initial(): AutomaticRecoveryTransition {
  return { state: { status: "securing", error: null }, effects: [{ type: "setRecovery", recoveryMethod: "foyer" }] };
}

function transition(state: AutomaticRecoveryState, event: AutomaticRecoveryEvent): AutomaticRecoveryTransition {
  const stay = { state, effects: [] };
  switch (event.type) {
    case "recoverySet":
      return state.status === "securing"
        ? { state: { status: "refreshing", error: null }, effects: [{ type: "refreshUser" }] }
        : stay;
    case "userRefreshed":
      return state.status === "refreshing"
        ? { state: { status: "done", error: null }, effects: [{ type: "finish", outcome: "success" }] }
        : stay;
    case "failed":
      return state.status === "securing" || state.status === "refreshing"
        ? { state: { status: "error", error: event.error }, effects: [] }
        : stay;
    case "retry":
      return state.status === "error" ? initial() : stay;
    case "close":
      if (state.status !== "error") return stay;
      return {
        state,
        effects: [
          {
            type: "finish",
            outcome: "error",
            error: state.error ?? {
              code: "unknown_embedded_wallet_error",
              message: "Unable to set recovery on wallet",
              status: null,
            },
          },
        ],
      };
  }
}

/** The automatic recovery machine. */
export const automaticRecoveryMachine = { initial, transition };
