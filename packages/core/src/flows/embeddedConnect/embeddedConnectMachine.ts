import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { FlowFinish, FlowTransition } from "../modalFlow/FlowMachine.ts";

/**
 * 'Connecting to your wallet' (spec 001 §2 and §4 "Connect wallet"): the wallet frame's `connect` runs (the
 * device share combined with the auth share, so MFA when the app forces it, and the recovery screen when the
 * wallet is not on this device), then the flow ends. A failure stays on the screen with
 * 'Something went wrong. We're on it. Please try again later.' until closed.
 */
export interface EmbeddedConnectState {
  status: "connecting" | "error" | "done";
  error: FlowError | null;
}

export type EmbeddedConnectEvent =
  | { type: "connected" }
  | { type: "connectFailed"; error: FlowError }
  /** The header's Close, Escape, the backdrop or the error screen's button. */
  | { type: "close" };

export type EmbeddedConnectEffect = { type: "connect" } | FlowFinish;

/** Spec 001 §8: the user closed the screen (or a screen it opened) before the wallet was connected. */
export const EXITED_BEFORE_CONNECT: FlowError = {
  code: "unknown_connect_wallet_error",
  message: "User exited before wallet could be connected",
  status: null,
};

/** The error state's text (spec 001 §2 "Connecting to your wallet"). */
export const CONNECT_FAILED_TEXT = "Something went wrong. We're on it. Please try again later.";

/** A failure that is the user leaving a screen the connection opened (MFA, recovery), not a fault. */
function isUserExit(error: FlowError): boolean {
  return (
    error.message === "MFA canceled" ||
    error.code === "user_exited_set_password_flow" ||
    error.code === "exited_auth_flow" ||
    error.message === "User exited before their wallet could be recovered"
  );
}

type Transition = FlowTransition<EmbeddedConnectState, EmbeddedConnectEffect>;

function initial(_input?: unknown): Transition {
  return { state: { status: "connecting", error: null }, effects: [{ type: "connect" }] };
}

function transition(state: EmbeddedConnectState, event: EmbeddedConnectEvent): Transition {
  const stay = { state, effects: [] };
  if (state.status === "done") return stay;
  const finish = (effect: FlowFinish): Transition => ({ state: { ...state, status: "done" }, effects: [effect] });
  switch (event.type) {
    case "connected":
      return state.status === "connecting" ? finish({ type: "finish", outcome: "success" }) : stay;
    case "connectFailed":
      if (state.status !== "connecting") return stay;
      if (isUserExit(event.error)) return finish({ type: "finish", outcome: "error", error: EXITED_BEFORE_CONNECT });
      return { state: { status: "error", error: event.error }, effects: [] };
    case "close":
      return finish({
        type: "finish",
        outcome: "error",
        error: state.status === "error" && state.error ? state.error : EXITED_BEFORE_CONNECT,
      });
  }
}

/** The embedded wallet's connect flow as a pure machine. */
export const embeddedConnectMachine = { initial, transition };
