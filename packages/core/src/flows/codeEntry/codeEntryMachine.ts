import type { FoyerErrorCode } from "../../errors/catalogue.ts";
import type { ErrorDetails } from "../../errors/ErrorDetails.ts";
import type { FlowError } from "../../errors/FoyerError.ts";
import { CODE_ERROR_RESET_MS, CODE_LENGTH, CODE_RESEND_COOLDOWN_MS } from "../../loginConstants.ts";

/**
 * Code entry (spec 000 §2 "Code entry screen", §4 "Code entry", §8 "Code entry") as a pure machine:
 * six single-digit boxes, auto-submit once all are filled, error reset after 1.4 s, resend cooldown 30 s.
 * No timers or fetch here: the host runs the effects and feeds results back as events.
 */

/** Why the code screen shows an error line; the UI maps each kind to its catalogue text. */
export type CodeEntryErrorKind =
  /** Server said invalid_credentials: "Incorrect code". */
  | "incorrect_code"
  /** The code is used, expired or killed by wrong tries (invalid_credentials, reason code_expired): ask for a new one. */
  | "code_expired"
  /** A non-digit was typed or pasted: "Code should be numeric". */
  | "not_numeric"
  /** "Too many requests. Please wait before trying again." */
  | "too_many_requests"
  /** cannot_link_more_of_type: the server's own message (in `message`). */
  | "server_message"
  /** Anything else: "Issue verifying code". */
  | "issue_verifying"
  /** A resend failed: "Could not send a new code". */
  | "resend_failed";

export interface CodeEntryError {
  kind: CodeEntryErrorKind;
  /** The server's message, for kind "server_message". */
  message?: string;
}

// Defined beside FoyerError (errors/FoyerError.ts); named here too, where the flows have always read it.
export type { FlowError };

export interface CodeEntryState {
  /** CODE_LENGTH entries, "" for an empty box. */
  digits: string[];
  status: "editing" | "submitting" | "error" | "done";
  error: CodeEntryError | null;
  /**
   * "cooldown": resend blocked right after a send ("Code sent"); "waiting": the server asked to wait
   * `resendIn` seconds (a countdown); "ready": resend allowed; "sending": a resend is in flight.
   */
  resend: "cooldown" | "waiting" | "ready" | "sending";
  /**
   * The server's wait in seconds, while `resend` is "waiting" (one timer ends it; the screen draws the countdown);
   * else null.
   */
  resendIn: number | null;
  /**
   * The box to focus: a new object for each request (typing moves on, Backspace back, an error reset to the
   * first), which the view follows when it changes, so that the same box can be asked for again.
   */
  focus: { index: number };
}

export type CodeEntryTimerId = "codeErrorReset" | "resendCooldown" | "resendWait";

/** Every timer of the code screen. */
export const CODE_TIMERS: readonly CodeEntryTimerId[] = ["codeErrorReset", "resendCooldown", "resendWait"];

export type CodeEntryEvent =
  /** Text entered into box `index` (one digit typed, or several from autofill). */
  | { type: "input"; index: number; text: string }
  /** Clipboard text pasted into box `index`. */
  | { type: "paste"; index: number; text: string }
  /** Backspace in box `index`. */
  | { type: "backspace"; index: number }
  /** Arrow keys / clicks: move focus. */
  | { type: "navigate"; index: number }
  | { type: "authenticateSucceeded" }
  | { type: "authenticateFailed"; error: FlowError }
  | { type: "resend" }
  | { type: "resendSucceeded" }
  | { type: "resendFailed"; error: FlowError }
  | { type: "timer"; id: CodeEntryTimerId };

export type CodeEntryEffect =
  | { type: "authenticate"; code: string }
  | { type: "sendCode" }
  | { type: "startTimer"; id: CodeEntryTimerId; ms: number }
  | { type: "cancelTimer"; id: CodeEntryTimerId }
  /** Errors this screen does not show itself (gating, plus-address, ...): the parent flow routes them. */
  | { type: "escalate"; error: FlowError };

/**
 * `S`: the state the boxes live in, kept whole (the login's code step is a code-entry state with its destination).
 * An effect that needs the host's state (authenticate, sendCode, escalate) comes alone in its list.
 */
export interface CodeEntryTransition<S extends CodeEntryState = CodeEntryState> {
  state: S;
  effects: CodeEntryEffect[];
}

/** Stops every timer of the code screen: done, or left for another screen. */
export const cancelCodeTimers: Extract<CodeEntryEffect, { type: "cancelTimer" }>[] = /* @__PURE__ */ CODE_TIMERS.map(
  (id) => ({ type: "cancelTimer", id }),
);

/** Codes that leave the code screen: the login flow routes them (spec 000 §4 "Sign-in error routing"). */
export const ESCALATED_CODE_ERRORS: ReadonlySet<FoyerErrorCode> = /* @__PURE__ */ new Set<FoyerErrorCode>([
  "disallowed_plus_email",
  "allowlist_rejected",
  "max_accounts_reached",
  "user_does_not_exist",
  "account_transfer_required",
  "disallowed_login_method",
  // Link mode: the account belongs to another user ("Authentication failed" screen).
  "linked_to_another_user",
]);

/**
 * The server's wait before another try, in whole seconds, when a 429 names it (Retry-After): the code screen's
 * resend countdown and the email and phone forms' Submit. The details are read by their type rather than through
 * `errorDetails`, whose chunk would otherwise load with the code screen (issue 19).
 *
 * @example retryAfterSeconds({ code: "too_many_requests", message: "", status: 429, details: { retry_after: 11.2 } }) // 12
 */
export function retryAfterSeconds(error: FlowError): number | undefined {
  const details = error.details as ErrorDetails<"too_many_requests"> | undefined;
  const wait = error.code === "too_many_requests" ? details?.retry_after : undefined;
  return typeof wait === "number" && wait > 0 ? Math.ceil(wait) : undefined;
}

const emptyDigits = (): string[] => Array.from({ length: CODE_LENGTH }, () => "");
const clampIndex = (index: number): number => Math.min(Math.max(index, 0), CODE_LENGTH - 1);
const isDigits = (text: string): boolean => /^\d+$/.test(text);

/** A fresh code screen, entered right after a code was sent: the resend cooldown starts now. */
function initial(): CodeEntryTransition {
  return {
    state: {
      digits: emptyDigits(),
      status: "editing",
      error: null,
      resend: "cooldown",
      resendIn: null,
      focus: { index: 0 },
    },
    effects: [{ type: "startTimer", id: "resendCooldown", ms: CODE_RESEND_COOLDOWN_MS }],
  };
}

/** Writes `text` (digits) from box `from` on; submits when the last box fills. */
function fill<S extends CodeEntryState>(state: S, from: number, text: string): CodeEntryTransition<S> {
  const digits = [...state.digits];
  // A whole code (autofill or paste of CODE_LENGTH digits) always starts at the first box.
  let at = text.length >= CODE_LENGTH ? 0 : clampIndex(from);
  for (const digit of text) if (at < CODE_LENGTH) digits[at++] = digit;
  if (!digits.includes("")) {
    return {
      state: { ...state, digits, status: "submitting", error: null },
      effects: [{ type: "authenticate", code: digits.join("") }],
    };
  }
  const error = state.error?.kind === "not_numeric" ? null : state.error;
  // On to the box after the last one written if it is empty, else to the first empty one.
  return {
    state: { ...state, digits, error, focus: { index: digits[at] === "" ? at : digits.indexOf("") } },
    effects: [],
  };
}

function errorFor(error: FlowError): CodeEntryError {
  switch (error.code) {
    case "invalid_credentials":
      return (error.details as ErrorDetails<"invalid_credentials"> | undefined)?.reason === "code_expired"
        ? { kind: "code_expired" }
        : { kind: "incorrect_code" };
    case "too_many_requests":
      return { kind: "too_many_requests" };
    case "cannot_link_more_of_type":
      return { kind: "server_message", message: error.message };
    default:
      return { kind: "issue_verifying" };
  }
}

function transition<S extends CodeEntryState>(state: S, event: CodeEntryEvent): CodeEntryTransition<S> {
  const stay: CodeEntryTransition<S> = { state, effects: [] };
  const editable = state.status === "editing";
  switch (event.type) {
    case "input":
    case "paste": {
      if (!editable) return stay;
      const text = event.type === "paste" ? event.text.replace(/[\s-]/g, "") : event.text;
      if (text === "") return stay;
      if (!isDigits(text)) return { state: { ...state, error: { kind: "not_numeric" } }, effects: [] };
      return fill(state, event.index, text);
    }
    case "backspace": {
      if (!editable) return stay;
      const digits = [...state.digits];
      // An empty box: Backspace clears the one before it.
      let index = clampIndex(event.index);
      if (digits[index] === "") index--;
      if (index < 0) return stay;
      digits[index] = "";
      return { state: { ...state, digits, focus: { index } }, effects: [] };
    }
    case "navigate":
      return { state: { ...state, focus: { index: clampIndex(event.index) } }, effects: [] };
    case "authenticateSucceeded":
      if (state.status !== "submitting") return stay;
      return {
        state: { ...state, status: "done", error: null },
        effects: cancelCodeTimers,
      };
    case "authenticateFailed": {
      if (state.status !== "submitting") return stay;
      if (ESCALATED_CODE_ERRORS.has(event.error.code)) {
        return {
          state: { ...state, status: "editing", digits: emptyDigits() },
          effects: [{ type: "escalate", error: event.error }],
        };
      }
      const error = errorFor(event.error);
      const reset: CodeEntryEffect = { type: "startTimer", id: "codeErrorReset", ms: CODE_ERROR_RESET_MS };
      if (error.kind === "code_expired" && state.resend !== "sending") {
        // Only a new code helps and the server has lifted its cooldown: offer 'Resend code' at once.
        return {
          state: { ...state, status: "error", error, resend: "ready", resendIn: null },
          // The resend timers stop; the reset timer restarts after its cancel.
          effects: [...cancelCodeTimers, reset],
        };
      }
      return { state: { ...state, status: "error", error }, effects: [reset] };
    }
    case "resend":
      if (state.resend !== "ready" || state.status === "submitting" || state.status === "done") return stay;
      return { state: { ...state, resend: "sending" }, effects: [{ type: "sendCode" }] };
    case "resendSucceeded": {
      if (state.resend !== "sending") return stay;
      const stale = ["resend_failed", "code_expired", "too_many_requests"];
      const error = state.error && stale.includes(state.error.kind) ? null : state.error;
      return {
        state: { ...state, resend: "cooldown", resendIn: null, error },
        effects: [{ type: "startTimer", id: "resendCooldown", ms: CODE_RESEND_COOLDOWN_MS }],
      };
    }
    case "resendFailed": {
      if (state.resend !== "sending") return stay;
      const kind: CodeEntryErrorKind = event.error.code === "too_many_requests" ? "too_many_requests" : "resend_failed";
      const seconds = retryAfterSeconds(event.error);
      if (seconds) {
        // The server's wait: the button comes back when it ends (the screen counts `resendIn` down meanwhile).
        return {
          state: { ...state, resend: "waiting", resendIn: seconds, error: { kind } },
          effects: [{ type: "startTimer", id: "resendWait", ms: seconds * 1000 }],
        };
      }
      return { state: { ...state, resend: "ready", error: { kind } }, effects: [] };
    }
    case "timer": {
      if (event.id === "resendCooldown") {
        return state.resend === "cooldown" ? { state: { ...state, resend: "ready" }, effects: [] } : stay;
      }
      if (event.id === "resendWait") {
        if (state.resend !== "waiting") return stay;
        const error = state.error?.kind === "too_many_requests" ? null : state.error;
        return { state: { ...state, resend: "ready", resendIn: null, error }, effects: [] };
      }
      if (state.status !== "error") return stay;
      // "Code expired" stays until a new code is sent: it is why 'Resend code' is offered.
      const kept = state.error?.kind === "code_expired" ? state.error : null;
      return {
        state: { ...state, status: "editing", error: kept, digits: emptyDigits(), focus: { index: 0 } },
        effects: [],
      };
    }
  }
}

/** The code-entry machine: `initial()` for a freshly sent code, `transition(state, event)` for everything else. */
export const codeEntryMachine = { initial, transition };

export type CodeEntryMachine = typeof codeEntryMachine;
