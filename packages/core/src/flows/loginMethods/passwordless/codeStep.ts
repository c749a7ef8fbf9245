import type { SmsChannel } from "../../../api/wire.ts";
import {
  CODE_TIMERS,
  type CodeEntryEvent,
  type CodeEntryState,
  type CodeEntryTimerId,
  cancelCodeTimers,
  codeEntryMachine,
  type FlowError,
  retryAfterSeconds,
} from "../../codeEntry/codeEntryMachine.ts";
import type { LoginKit, LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import type { EmailFormError, LoginEffect, LoginState, LoginStep, LoginTransition } from "../../login/loginTypes.ts";

/**
 * The code entry step shared by email and phone: the code-entry machine's state itself, with the destination
 * (the email, or the E.164 phone number when `channel` is set), so that the machine runs on the step as it is.
 */
export interface CodeStep extends CodeEntryState {
  name: "code";
  email: string;
  channel?: SmsChannel;
}

/** Events of the passwordless methods (email and phone): their form submits and code screen. */
export type PasswordlessEvent =
  | { type: "codeSent" }
  | { type: "sendCodeFailed"; error: FlowError }
  /** Any code-screen event (typing, paste, resend, ...). */
  | { type: "code"; event: CodeEntryEvent }
  | { type: "authenticateFailed"; error: FlowError }
  | { type: "resendSucceeded" }
  | { type: "resendFailed"; error: FlowError };

export type PasswordlessEffect =
  /** `captchaToken` is set (a fresh single-use token) when the app has captcha enabled. */
  | { type: "sendCode"; email: string; resend: boolean; captchaToken?: string; channel?: SmsChannel }
  /**
   * The code-entry machine's own: the runner signs in (or links, in link mode) with `code` at the code step's
   * destination, which it reads from the state.
   */
  | { type: "authenticate"; code: string };

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    code: CodeStep;
  }
  interface LoginMethodEvents {
    passwordless: PasswordlessEvent;
  }
  interface LoginMethodEffects {
    passwordless: PasswordlessEffect;
  }
  interface LoginMethodTimers {
    code: CodeEntryTimerId;
  }
}

/** The events the code step hands to the code-entry machine as they are (its calls' answers, its timers). */
const CODE_EVENTS: readonly string[] = ["authenticateFailed", "resendSucceeded", "resendFailed", "timer"];

/** On to the code screen for `email` (or the phone number, with `channel`). */
export function toCodeStep(state: LoginState, email: string, channel: SmsChannel | undefined, kit: LoginKit) {
  const { state: code, effects } = codeEntryMachine.initial();
  const step: CodeStep = { name: "code", email, channel, ...code };
  // A fresh code's one effect is its resend cooldown's timer, the login's as it is.
  return kit.go(state, step, effects as LoginEffect[]);
}

/**
 * The machine's transition on the code step, its effects passed through but for the two that need the login: a
 * resend (through the captcha when the app has one) and an error this screen does not show (a gate, plus-address).
 */
function codeTransition(state: LoginState, step: CodeStep, event: CodeEntryEvent, kit: LoginKit): LoginTransition {
  const next = codeEntryMachine.transition(step, event);
  const out: LoginState = { ...state, step: next.state };
  const effect = next.effects[0];
  const { email, channel } = step;
  if (effect?.type === "sendCode")
    // A resend needs a fresh token: the captcha screen runs, then returns to the code screen.
    return state.captchaEnabled
      ? kit.startCaptcha(out, { method: state.method, purpose: "resend", email, channel })
      : { state: out, effects: [{ type: "sendCode", email, resend: true, channel }] };
  if (effect?.type === "escalate")
    return effect.error.code === "disallowed_plus_email"
      ? backToFormWithPlusError(out, email)
      : kit.toError(out, effect.error, cancelCodeTimers);
  return { state: out, effects: next.effects as LoginEffect[] };
}

/**
 * Back to the email form the code came from (the last step in history: the code screen is entered from it), with
 * the inline plus-address error (disallowed_plus_email).
 */
function backToFormWithPlusError(state: LoginState, email: string): LoginTransition {
  const name = state.history.at(-1)?.name === "email" ? "email" : "landing";
  const step: LoginStep = { name, form: { email, status: "idle", error: { kind: "plus_email" } } };
  return { state: { ...state, step, history: state.history.slice(0, -1) }, effects: cancelCodeTimers };
}

/** Send-time errors shown under the email (or phone) field rather than on a screen of their own. */
export function inlineFormError(error: FlowError): EmailFormError | null {
  switch (error.code) {
    case "disallowed_plus_email":
      return { kind: "plus_email" };
    case "too_many_requests":
      // The server's wait, when it named one: the form counts it down and re-enables Submit at zero.
      return { kind: "too_many_requests", retryAfter: retryAfterSeconds(error) };
    case "invalid_data":
      return { kind: "server_message", message: error.message };
    default:
      return null;
  }
}

/**
 * The code screen, shared by email and phone: typing, resend (through the captcha when the app has one: the
 * captcha step's `codeSendCaptcha` makes the send and hands its answer back here), the sign-in or link call and
 * its answer. Registered as its own part so either method works without the other.
 */
export const codeStepMethod: LoginMethodDefinition = {
  id: "code",
  steps: ["code"],
  timers: CODE_TIMERS,
  transition(state, event, kit) {
    const step = state.step;
    // The screen's events come wrapped; the call answers and the timers are the machine's own events.
    const code = event.type === "code" ? event.event : CODE_EVENTS.includes(event.type) ? event : null;
    return step.name === "code" && code ? codeTransition(state, step, code as CodeEntryEvent, kit) : null;
  },
  settle: (step) => (step.name === "code" ? { ...step, ...codeEntryMachine.initial().state, resend: "ready" } : step),
  cancelTimers: () => cancelCodeTimers,
  authenticated(state, signedIn, kit) {
    const step = state.step;
    if (step.name !== "code" || step.status !== "submitting") return null;
    // The code screen shows its done state until the next step (terms, wallet) appears.
    const base: LoginState = { ...state, history: [], step: { ...step, status: "done", error: null } };
    const next = kit.continuePostLogin(base, signedIn);
    return { state: next.state, effects: [...cancelCodeTimers, ...next.effects] };
  },
  linked(state, _alreadyLinked, kit) {
    const step = state.step;
    if (step.name !== "code" || step.status !== "submitting") return null;
    return kit.linkedSuccess(state, cancelCodeTimers);
  },
  showsResult: (state) => state.step.name === "code",
};

/** The code step's parts a method loaded apart builds on (SMS: `createSmsMethod`), passed to it at load. */
export interface CodeStepHelpers {
  inlineFormError: typeof inlineFormError;
  toCodeStep: typeof toCodeStep;
}

export const codeStepHelpers: CodeStepHelpers = { inlineFormError, toCodeStep };
