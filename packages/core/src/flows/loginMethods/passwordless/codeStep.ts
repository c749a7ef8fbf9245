import type { LoginMode, SmsChannel } from "../../../api/wire.ts";
import {
  CODE_TIMERS,
  type CodeEntryEffect,
  type CodeEntryEvent,
  type CodeEntryState,
  type CodeEntryTimerId,
  cancelCodeTimers,
  codeEntryMachine,
  type FlowError,
} from "../../codeEntry/codeEntryMachine.ts";
import type { LoginKit, LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import type { EmailFormError, LoginEffect, LoginState, LoginStep, LoginTransition } from "../../login/loginTypes.ts";
import { tooManyRequestsError } from "../../login/tooManyRequestsError.ts";

/** The code entry step shared by email and phone (the destination is the email or the E.164 phone number). */
export interface CodeStep {
  name: "code";
  /** The destination: the email, or the E.164 phone number when `channel` is set. */
  email: string;
  channel?: SmsChannel;
  code: CodeEntryState;
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
  | { type: "authenticate"; email: string; code: string; mode?: LoginMode; channel?: SmsChannel }
  | { type: "link"; email: string; code: string; channel?: SmsChannel }
  | { type: "focusBox"; index: number };

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

/** On to the code screen for `email` (or the phone number, with `channel`). */
export function toCodeStep(state: LoginState, email: string, channel: SmsChannel | undefined, kit: LoginKit) {
  const code = codeEntryMachine.initial();
  const step: LoginStep = { name: "code", email, code: code.state };
  if (channel !== undefined) step.channel = channel;
  return applyCodeEffects(kit.go(state, step), code.effects, email, channel, kit);
}

function delegateCode(state: LoginState, event: CodeEntryEvent, kit: LoginKit): LoginTransition {
  const step = state.step;
  if (step.name !== "code") return { state, effects: [] };
  const result = codeEntryMachine.transition(step.code, event);
  const out: LoginTransition = { state: { ...state, step: { ...step, code: result.state } }, effects: [] };
  return applyCodeEffects(out, result.effects, step.email, step.channel, kit);
}

function applyCodeEffects(
  out: LoginTransition,
  list: CodeEntryEffect[],
  email: string,
  channel: SmsChannel | undefined,
  kit: LoginKit,
): LoginTransition {
  for (const effect of list) {
    const next = codeEffect(out.state, email, effect, channel, kit);
    out = { state: next.state, effects: [...out.effects, ...next.effects] };
  }
  return out;
}

/** One effect of the code machine as the login flow's: the call, the captcha before a resend, an error's route. */
function codeEffect(
  state: LoginState,
  email: string,
  effect: CodeEntryEffect,
  channel: SmsChannel | undefined,
  kit: LoginKit,
): LoginTransition {
  const via = channel === undefined ? {} : { channel };
  switch (effect.type) {
    case "authenticate": {
      const code = effect.code;
      const call: LoginEffect =
        state.mode === "link"
          ? { type: "link", email, code, ...via }
          : state.disableSignup
            ? { type: "authenticate", email, code, mode: "no-signup", ...via }
            : { type: "authenticate", email, code, ...via };
      return { state, effects: [call] };
    }
    case "sendCode":
      // A resend needs a fresh token: the captcha screen runs, then returns to the code screen.
      return state.captchaEnabled
        ? kit.startCaptcha(state, { method: state.method, purpose: "resend", email, ...via })
        : { state, effects: [{ type: "sendCode", email, resend: true, ...via }] };
    case "escalate":
      return effect.error.code === "disallowed_plus_email"
        ? backToFormWithError(state, email, { kind: "plus_email" })
        : kit.toError(state, effect.error, cancelCodeTimers);
    default:
      return { state, effects: [effect] };
  }
}

/** Back to the email form the code came from, with an inline error (disallowed_plus_email). */
function backToFormWithError(state: LoginState, email: string, error: EmailFormError): LoginTransition {
  const index = state.history.findLastIndex((s) => s.name === "landing" || s.name === "email");
  const name = index !== -1 && state.history[index]?.name === "email" ? "email" : "landing";
  return {
    state: {
      ...state,
      step: { name, form: { email, status: "idle", error } },
      history: index === -1 ? [] : state.history.slice(0, index),
    },
    effects: cancelCodeTimers,
  };
}

/** Send-time errors shown under the email (or phone) field rather than on a screen of their own. */
export function inlineFormError(error: FlowError): EmailFormError | null {
  switch (error.code) {
    case "disallowed_plus_email":
      return { kind: "plus_email" };
    case "too_many_requests":
      return tooManyRequestsError(error);
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
    switch (event.type) {
      case "code":
        return delegateCode(state, event.event, kit);
      // The call answers are the code screen's own events; the machine hands a method only its own timers.
      case "authenticateFailed":
      case "resendSucceeded":
      case "resendFailed":
        return delegateCode(state, event, kit);
      case "timer":
        return delegateCode(state, event as Extract<CodeEntryEvent, { type: "timer" }>, kit);
      default:
        return null;
    }
  },
  settle(step) {
    if (step.name !== "code") return step;
    return { ...step, code: { ...codeEntryMachine.initial().state, resend: "ready" } };
  },
  cancelTimers: () => cancelCodeTimers,
  authenticated(state, signedIn, kit) {
    const step = state.step;
    if (step.name !== "code" || step.code.status !== "submitting") return null;
    const code = codeEntryMachine.transition(step.code, { type: "authenticateSucceeded" });
    // The code screen shows its done state until the next step (terms, wallet) appears.
    const base: LoginState = { ...state, history: [], step: { ...step, code: code.state } };
    const next = kit.continuePostLogin(base, signedIn);
    return { state: next.state, effects: [...cancelCodeTimers, ...next.effects] };
  },
  linked(state, _alreadyLinked, kit) {
    const step = state.step;
    if (step.name !== "code" || step.code.status !== "submitting") return null;
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
