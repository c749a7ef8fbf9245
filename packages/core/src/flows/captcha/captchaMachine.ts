import {
  CAPTCHA_AUTO_CONTINUE_MS,
  CAPTCHA_EXECUTE_DELAY_MS,
  CAPTCHA_INITIAL_DELAY_MS,
  CAPTCHA_PROVIDER_POLL_MS,
  CAPTCHA_PROVIDER_WAIT_MS,
  CAPTCHA_RETRIES,
  CAPTCHA_SUCCESS_WAIT_MS,
} from "../../constants.ts";
import type { FoyerErrorCode } from "../../errors/catalogue.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * Captcha (spec 000 §4 "Captcha", §9) as a pure machine. The host runs the effects: timers, polling the
 * provider's script (`checkProvider`), solving (`execute`) and the caller's `callback` with the token.
 *
 * Sequence: loading → (initial delay 1 s) provider polled every 200 ms up to 20 s → ready →
 * (0.5 s) execute → success → (1 s) callback(token) → continue: at once by the user's "Continue" when
 * user intent is required, else by itself after 2 s → `finish`.
 */
export type CaptchaStatus = "disabled" | "ready" | "loading" | "success" | "error";

export interface CaptchaState {
  status: CaptchaStatus;
  /** Retries left; each Retry lowers it; at 0 Retry is disabled (and the adblocker/VPN advice shows). */
  retriesLeft: number;
  userIntentRequired: boolean;
  /** Provider checks made in this attempt (bounded by CAPTCHA_PROVIDER_WAIT_MS / CAPTCHA_PROVIDER_POLL_MS). */
  polls: number;
  /** What the success state is doing: waiting to call back, calling back, or waiting to continue. */
  phase: "idle" | "calling" | "continuing";
  /** The error shown in status "error" (captcha_failure, invalid_captcha, captcha_timeout). */
  error: FlowError | null;
  /** The solved token, kept between success and the callback (single use: a fresh one per attempt). */
  token: string | null;
}

export type CaptchaTimerId =
  | "captchaInitialDelay"
  | "captchaPoll"
  | "captchaExecute"
  | "captchaSuccessWait"
  | "captchaAutoContinue";

export type CaptchaEvent =
  | { type: "timer"; id: CaptchaTimerId }
  /** Answer to `checkProvider`: is the provider's script loaded and its widget usable? */
  | { type: "providerChecked"; ready: boolean }
  | { type: "solved"; token: string }
  | { type: "solveFailed"; error?: FlowError }
  /** The callback (e.g. sending the code with the token) finished. */
  | { type: "callbackSucceeded" }
  /** The callback threw. Captcha errors stay here (Retry); anything else leaves via `finish`. */
  | { type: "callbackFailed"; error: FlowError }
  | { type: "retry" }
  /** The "Continue" button (only shown when user intent is required). */
  | { type: "continue" };

export type CaptchaEffect =
  | { type: "startTimer"; id: CaptchaTimerId; ms: number }
  | { type: "cancelTimer"; id: CaptchaTimerId }
  | { type: "checkProvider" }
  /** Solve the challenge; answer with `solved` or `solveFailed`. Reset the widget first when `reset`. */
  | { type: "execute"; reset: boolean }
  /** Call the caller back with the token (null when captcha is disabled). */
  | { type: "callback"; token: string | null }
  /** The captcha is over: go to the success destination, or show `error` on the error screen. */
  | { type: "finish"; outcome: "success" }
  | { type: "finish"; outcome: "error"; error: FlowError };

export interface CaptchaTransition {
  state: CaptchaState;
  effects: CaptchaEffect[];
}

export const CAPTCHA_TIMERS: readonly CaptchaTimerId[] = [
  "captchaInitialDelay",
  "captchaPoll",
  "captchaExecute",
  "captchaSuccessWait",
  "captchaAutoContinue",
];

/** Errors the captcha screen shows itself, with Retry. */
const CAPTCHA_ERRORS: ReadonlySet<FoyerErrorCode> = new Set<FoyerErrorCode>([
  "invalid_captcha",
  "captcha_failure",
  "captcha_timeout",
]);

export const isCaptchaError = (code: FoyerErrorCode): boolean => CAPTCHA_ERRORS.has(code);

const flowError = (code: FoyerErrorCode, message: string): FlowError => ({ code, message, status: null });
const MAX_POLLS = Math.ceil(CAPTCHA_PROVIDER_WAIT_MS / CAPTCHA_PROVIDER_POLL_MS);

function initial(options: { enabled: boolean; userIntentRequired?: boolean }): CaptchaTransition {
  const base = {
    retriesLeft: CAPTCHA_RETRIES,
    userIntentRequired: options.userIntentRequired ?? false,
    polls: 0,
    phase: "idle" as const,
    error: null,
    token: null,
  };
  if (!options.enabled) {
    // Nothing to solve: call back at once without a token.
    return { state: { ...base, status: "disabled", phase: "calling" }, effects: [{ type: "callback", token: null }] };
  }
  return {
    state: { ...base, status: "loading" },
    effects: [{ type: "startTimer", id: "captchaInitialDelay", ms: CAPTCHA_INITIAL_DELAY_MS }],
  };
}

function fail(state: CaptchaState, error: FlowError): CaptchaTransition {
  return { state: { ...state, status: "error", phase: "idle", error }, effects: [] };
}

function transition(state: CaptchaState, event: CaptchaEvent): CaptchaTransition {
  const stay: CaptchaTransition = { state, effects: [] };
  switch (event.type) {
    case "timer":
      switch (event.id) {
        case "captchaInitialDelay":
        case "captchaPoll":
          return state.status === "loading" && state.phase === "idle"
            ? { state, effects: [{ type: "checkProvider" }] }
            : stay;
        case "captchaExecute":
          if (state.status !== "ready") return stay;
          return {
            state: { ...state, status: "loading", phase: "calling" },
            effects: [{ type: "execute", reset: state.retriesLeft < CAPTCHA_RETRIES }],
          };
        case "captchaSuccessWait":
          if (state.status !== "success" || state.phase !== "idle") return stay;
          return { state: { ...state, phase: "calling" }, effects: [{ type: "callback", token: state.token }] };
        case "captchaAutoContinue":
          if (state.status !== "success" || state.phase !== "continuing" || state.userIntentRequired) return stay;
          return { state, effects: [{ type: "finish", outcome: "success" }] };
      }
      return stay;
    case "providerChecked": {
      if (state.status !== "loading" || state.phase !== "idle") return stay;
      if (event.ready) {
        return {
          state: { ...state, status: "ready" },
          effects: [{ type: "startTimer", id: "captchaExecute", ms: CAPTCHA_EXECUTE_DELAY_MS }],
        };
      }
      const polls = state.polls + 1;
      if (polls >= MAX_POLLS) {
        return fail({ ...state, polls }, flowError("captcha_timeout", "Something went wrong! Please try again later."));
      }
      return {
        state: { ...state, polls },
        effects: [{ type: "startTimer", id: "captchaPoll", ms: CAPTCHA_PROVIDER_POLL_MS }],
      };
    }
    case "solved":
      if (state.status !== "loading" || state.phase !== "calling") return stay;
      return {
        state: { ...state, status: "success", phase: "idle", error: null, token: event.token },
        effects: [{ type: "startTimer", id: "captchaSuccessWait", ms: CAPTCHA_SUCCESS_WAIT_MS }],
      };
    case "solveFailed":
      if (state.status !== "loading" || state.phase !== "calling") return stay;
      return fail(state, event.error ?? flowError("captcha_failure", "You did not pass CAPTCHA. Please try again."));
    case "callbackSucceeded":
      if (state.phase !== "calling" || (state.status !== "success" && state.status !== "disabled")) return stay;
      if (state.status === "disabled") return { state, effects: [{ type: "finish", outcome: "success" }] };
      return {
        state: { ...state, phase: "continuing" },
        effects: state.userIntentRequired
          ? []
          : [{ type: "startTimer", id: "captchaAutoContinue", ms: CAPTCHA_AUTO_CONTINUE_MS }],
      };
    case "callbackFailed":
      if (state.phase !== "calling") return stay;
      if (isCaptchaError(event.error.code) && state.status !== "disabled") return fail(state, event.error);
      // "If the callback throws, the error screen is shown."
      return {
        state: { ...state, phase: "idle" },
        effects: [{ type: "finish", outcome: "error", error: event.error }],
      };
    case "retry":
      if (state.status !== "error" || state.retriesLeft <= 0) return stay;
      return {
        state: {
          ...state,
          status: "loading",
          phase: "idle",
          polls: 0,
          error: null,
          token: null,
          retriesLeft: state.retriesLeft - 1,
        },
        effects: [{ type: "checkProvider" }],
      };
    case "continue":
      if (state.status !== "success" || state.phase !== "continuing" || !state.userIntentRequired) return stay;
      return { state, effects: [{ type: "finish", outcome: "success" }] };
  }
}

/** Timers to cancel when the captcha is left. */
export const cancelCaptchaTimers: CaptchaEffect[] = CAPTCHA_TIMERS.map((id) => ({ type: "cancelTimer", id }));

/** The captcha machine. */
export const captchaMachine = { initial, transition };
