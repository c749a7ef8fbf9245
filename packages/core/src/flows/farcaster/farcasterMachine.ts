import type { FarcasterChannel, FarcasterSignature } from "../../api/farcaster.ts";
import { COPY_TEXT_CONFIRMATION_MS, FARCASTER_POLL_MS, FARCASTER_TIMEOUT_MS } from "../../constants.ts";
import { errorCatalogue } from "../../errors/catalogue.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * Sign In With Farcaster as a pure machine (spec 000 §2 "Farcaster sign-in", §4 "Farcaster", §9): open a
 * relay channel, show its connect URI, poll its status every FARCASTER_POLL_MS, and once the user approved
 * in their Farcaster app hand the signed message to authenticate (or link). Without an answer within
 * FARCASTER_TIMEOUT_MS the flow fails with the retryable "The request timed out. Try again."
 */

export type FarcasterTimerId = "farcasterPoll" | "farcasterTimeout" | "farcasterCopied";
export const FARCASTER_TIMERS: FarcasterTimerId[] = ["farcasterPoll", "farcasterTimeout", "farcasterCopied"];

export interface FarcasterState {
  /**
   * idle: nothing asked yet; opening: farcaster/init in flight; waiting: the connect URI is shown and polled;
   * verifying: the signed message is with authenticate/link; done; failed (with `error`, Retry starts over).
   */
  status: "idle" | "opening" | "waiting" | "verifying" | "done" | "failed";
  channel: FarcasterChannel | null;
  error: FlowError | null;
  /** The link was just copied ("Copied" shown for COPY_TEXT_CONFIRMATION_MS). */
  copied: boolean;
}

export type FarcasterEvent =
  /** Start, or Retry after a failure. */
  | { type: "start" }
  | { type: "opened"; channel: FarcasterChannel }
  | { type: "openFailed"; error: FlowError }
  | { type: "statusPending" }
  | { type: "statusCompleted"; signature: FarcasterSignature }
  | { type: "statusFailed"; error: FlowError }
  /** authenticate/link answered (the login machine moves on). */
  | { type: "verified" }
  | { type: "verifyFailed"; error: FlowError }
  | { type: "copyLink" }
  | { type: "timer"; id: FarcasterTimerId };

export type FarcasterEffect =
  /** farcaster/init; answer `opened` / `openFailed`. */
  | { type: "openChannel" }
  /** farcaster/status; answer `statusPending` / `statusCompleted` / `statusFailed`. */
  | { type: "pollStatus"; channelToken: string }
  /** farcaster/authenticate or link; answer `verified` / `verifyFailed`. */
  | { type: "verify"; signature: FarcasterSignature; channelToken: string }
  | { type: "copy"; text: string }
  | { type: "startTimer"; id: FarcasterTimerId; ms: number }
  | { type: "cancelTimer"; id: FarcasterTimerId };

export interface FarcasterTransition {
  state: FarcasterState;
  effects: FarcasterEffect[];
}

/** The retryable timeout of spec 000 §4 "Farcaster". */
export const farcasterTimeoutError: FlowError = {
  code: "client_request_timeout",
  message: errorCatalogue.client_request_timeout.message,
  status: null,
};

function initial(): FarcasterState {
  return { status: "idle", channel: null, error: null, copied: false };
}

const stopTimers: FarcasterEffect[] = [
  { type: "cancelTimer", id: "farcasterPoll" },
  { type: "cancelTimer", id: "farcasterTimeout" },
];

function fail(state: FarcasterState, error: FlowError): FarcasterTransition {
  return { state: { ...state, status: "failed", error }, effects: stopTimers };
}

function transition(state: FarcasterState, event: FarcasterEvent): FarcasterTransition {
  const stay: FarcasterTransition = { state, effects: [] };
  switch (event.type) {
    case "start":
      if (state.status !== "idle" && state.status !== "failed") return stay;
      // The 120 s run from the request, so a relay that never answers init times out too.
      return {
        state: { status: "opening", channel: null, error: null, copied: false },
        effects: [{ type: "openChannel" }, { type: "startTimer", id: "farcasterTimeout", ms: FARCASTER_TIMEOUT_MS }],
      };
    case "opened":
      if (state.status !== "opening") return stay;
      return {
        state: { ...state, status: "waiting", channel: event.channel },
        effects: [{ type: "startTimer", id: "farcasterPoll", ms: FARCASTER_POLL_MS }],
      };
    case "openFailed":
      return state.status === "opening" ? fail(state, event.error) : stay;
    case "statusPending":
      // The next poll is scheduled only once this one answered, so polls never overlap.
      if (state.status !== "waiting") return stay;
      return { state, effects: [{ type: "startTimer", id: "farcasterPoll", ms: FARCASTER_POLL_MS }] };
    case "statusCompleted":
      if (state.status !== "waiting" || !state.channel) return stay;
      return {
        state: { ...state, status: "verifying" },
        effects: [
          ...stopTimers,
          { type: "verify", signature: event.signature, channelToken: state.channel.channelToken },
        ],
      };
    case "statusFailed":
      return state.status === "waiting" ? fail(state, event.error) : stay;
    case "verified":
      return state.status === "verifying" ? { state: { ...state, status: "done" }, effects: [] } : stay;
    case "verifyFailed":
      return state.status === "verifying" ? fail(state, event.error) : stay;
    case "copyLink":
      if (!state.channel || state.status !== "waiting") return stay;
      return {
        state: { ...state, copied: true },
        effects: [
          { type: "copy", text: state.channel.connectUri },
          { type: "startTimer", id: "farcasterCopied", ms: COPY_TEXT_CONFIRMATION_MS },
        ],
      };
    case "timer":
      switch (event.id) {
        case "farcasterPoll":
          if (state.status !== "waiting" || !state.channel) return stay;
          return { state, effects: [{ type: "pollStatus", channelToken: state.channel.channelToken }] };
        case "farcasterTimeout":
          if (state.status !== "opening" && state.status !== "waiting") return stay;
          return fail(state, farcasterTimeoutError);
        case "farcasterCopied":
          return { state: { ...state, copied: false }, effects: [] };
      }
  }
}

/** The Farcaster sign-in machine. */
export const farcasterMachine = { initial, transition };
