import { CAPTCHA_TIMERS, type CaptchaEffect, type CaptchaEvent, captchaMachine } from "../captcha/captchaMachine.ts";
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

/** The protected call's answer (the method's event) as the captcha's callback, while the captcha screen waits. */
export function captchaAnswer(methods: readonly LoginMethodDefinition[], step: CaptchaRequest, event: LoginEvent) {
  return hooksOf(methods, step)?.captchaAnswer?.(event) ?? null;
}

export function startCaptcha(
  state: LoginState,
  request: CaptchaRequest,
  go: LoginKit["go"],
  methods: readonly LoginMethodDefinition[],
  kit: LoginKit,
): LoginTransition {
  const started = captchaMachine.initial({
    enabled: true,
    userIntentRequired: request.userIntentRequired === true || state.captchaUserIntentRequired === true,
  });
  const step: LoginStep = { name: "captcha", captcha: started.state, ...request };
  const out = go(state, step);
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
 * The captcha step as the login machine takes it (`createLoginMachine(methods, captchaStepPart)`): its own
 * entry, `@foyer/core/login/captcha`, so an app without a captcha never downloads the captcha machine.
 */
export interface CaptchaStepPart {
  timers: readonly string[];
  cancel: LoginEffect[];
  start: typeof startCaptcha;
  delegate: typeof delegateCaptcha;
  answer: typeof captchaAnswer;
}

export const captchaStepPart: CaptchaStepPart = {
  timers: CAPTCHA_TIMERS,
  cancel: cancelCaptcha,
  start: startCaptcha,
  delegate: delegateCaptcha,
  answer: captchaAnswer,
};
