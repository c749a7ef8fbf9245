import {
  CAPTCHA_TIMERS,
  type CaptchaEffect,
  type CaptchaEvent,
  type CaptchaTimerId,
  captchaMachine,
} from "../captcha/captchaMachine.ts";
import { codeSendCaptcha } from "./codeSendCaptcha.ts";
import type { LoginKit, LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import type { CaptchaRequest, LoginEffect, LoginEvent, LoginState, LoginStep, LoginTransition } from "./loginTypes.ts";

/**
 * The shared captcha step (spec 000 §4 "Captcha"): shown before every captcha-protected call of every
 * method. The method that asked makes its call in `resumeAfterCaptcha` with the fresh token and (with
 * `captchaAnswer`) lets the captcha screen wait for that call's answer; without it the token is kept in
 * `LoginState.captchaToken` for the call the method makes once the captcha step is left. A code send (the
 * request names its destination) needs no hooks of the method's: `codeSendCaptcha` makes it.
 */
export const cancelCaptcha: LoginEffect[] = CAPTCHA_TIMERS.map((id) => ({ type: "cancelTimer", id }));

/** The captcha hooks of the method that asked: its own, or a code send's (`codeSendCaptcha`). */
function hooksOf(
  methods: readonly LoginMethodDefinition[],
  step: CaptchaRequest,
): Pick<LoginMethodDefinition, "resumeAfterCaptcha" | "leaveCaptcha" | "captchaAnswer"> | undefined {
  const owner = methods.find((m) => m.id === step.method);
  return step.email === undefined || owner?.resumeAfterCaptcha ? owner : codeSendCaptcha;
}

export function startCaptcha(
  state: LoginState,
  request: CaptchaRequest,
  keep: boolean | undefined,
  methods: readonly LoginMethodDefinition[],
  kit: LoginKit,
): LoginTransition {
  const started = captchaMachine.initial({
    enabled: true,
    userIntentRequired: request.userIntentRequired === true || state.captchaUserIntentRequired === true,
  });
  const step: LoginStep = { name: "captcha", captcha: started.state, ...request };
  // `keep`: the current step is kept as it is for the return (a call in the middle of a flow), not settled.
  const out = keep
    ? { state: { ...state, step, history: [...state.history, state.step] }, effects: [] }
    : kit.go(state, step);
  return applyCaptchaEffects(out, started.effects, methods, kit);
}

export function delegateCaptcha(
  state: LoginState,
  event: CaptchaEvent,
  methods: readonly LoginMethodDefinition[],
  kit: LoginKit,
): LoginTransition {
  const step = state.step;
  if (step.name !== "captcha") return { state, effects: [] };
  const result = captchaMachine.transition(step.captcha, event);
  return applyCaptchaEffects(
    { state: { ...state, step: { ...step, captcha: result.state } }, effects: [] },
    result.effects,
    methods,
    kit,
  );
}

function applyCaptchaEffects(
  start: LoginTransition,
  list: CaptchaEffect[],
  methods: readonly LoginMethodDefinition[],
  kit: LoginKit,
): LoginTransition {
  let out = start;
  for (const effect of list) {
    const step = out.state.step;
    if (step.name !== "captcha") break;
    const owner = hooksOf(methods, step);
    switch (effect.type) {
      case "startTimer":
      case "cancelTimer":
        out = { state: out.state, effects: [...out.effects, effect] };
        break;
      case "checkProvider":
        out = { state: out.state, effects: [...out.effects, { type: "checkCaptchaProvider" }] };
        break;
      case "execute":
        out = { state: out.state, effects: [...out.effects, { type: "executeCaptcha", reset: effect.reset }] };
        break;
      case "callback": {
        if (owner?.resumeAfterCaptcha && owner.captchaAnswer) {
          const resumed = owner.resumeAfterCaptcha(out.state, effect.token, kit);
          out = { state: resumed.state, effects: [...out.effects, ...resumed.effects] };
          break;
        }
        // The call comes after the captcha step: keep the token for it, and the captcha is done.
        const kept: LoginState = effect.token === null ? out.state : { ...out.state, captchaToken: effect.token };
        const done = delegateCaptcha(kept, { type: "callbackSucceeded" }, methods, kit);
        out = { state: done.state, effects: [...out.effects, ...done.effects] };
        break;
      }
      case "finish": {
        const error = effect.outcome === "success" ? null : effect.error;
        const left = owner?.leaveCaptcha
          ? owner.leaveCaptcha(out.state, error, kit)
          : error
            ? kit.toError(out.state, error)
            : kit.backInHistory(out.state);
        out = { state: left.state, effects: [...out.effects, ...cancelCaptcha, ...left.effects] };
        break;
      }
    }
  }
  return out;
}

/**
 * The captcha step's events while it shows: the answer of the protected call it waits for (the asking method's
 * `captchaAnswer`, or the code send's), the captcha screen's events and the captcha timers; null for any other event.
 */
export function captchaTransition(
  state: LoginState,
  event: LoginEvent,
  methods: readonly LoginMethodDefinition[],
  kit: LoginKit,
): LoginTransition | null {
  const step = state.step;
  // The protected call's answer, while the captcha screen waits for it.
  const answer = step.name === "captcha" ? hooksOf(methods, step)?.captchaAnswer?.(event) : null;
  if (answer) {
    return delegateCaptcha(
      state,
      answer.ok ? { type: "callbackSucceeded" } : { type: "callbackFailed", error: answer.error },
      methods,
      kit,
    );
  }
  if (event.type === "captcha") return delegateCaptcha(state, event.event, methods, kit);
  if (event.type === "timer" && CAPTCHA_TIMERS.includes(event.id as CaptchaTimerId)) {
    return delegateCaptcha(state, { type: "timer", id: event.id as CaptchaTimerId }, methods, kit);
  }
  return null;
}

/**
 * The captcha step as the login machine takes it (`createLoginMachine(methods, captchaStepPart)`): its own
 * entry, `@foyer/core/login/captcha`, so an app without a captcha never downloads the captcha machine.
 */
export interface CaptchaStepPart {
  cancel: LoginEffect[];
  start: typeof startCaptcha;
  transition: typeof captchaTransition;
}

export const captchaStepPart: CaptchaStepPart = {
  cancel: cancelCaptcha,
  start: startCaptcha,
  transition: captchaTransition,
};
