import type { LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import type { LoginEffect, LoginEvent, LoginState } from "./loginTypes.ts";

type CaptchaHooks = Pick<LoginMethodDefinition, "resumeAfterCaptcha" | "leaveCaptcha" | "captchaAnswer">;

/**
 * The captcha before a code send (email, phone), for a request that names its destination (`email`): the send
 * with the token while the captcha screen waits for its answer, then back to the step the send came from, where
 * the answer is replayed as the method's own event (`codeSent`, `sendCodeFailed`; `resendSucceeded`,
 * `resendFailed` on the code screen), so the method goes on exactly as after a send made without a captcha.
 * Part of the captcha step (`@foyer/core/login/captcha`): an app without a captcha never downloads it.
 */
export const codeSendCaptcha: CaptchaHooks = {
  resumeAfterCaptcha(state, token) {
    const step = state.step;
    if (step.name !== "captcha" || step.email === undefined) return { state, effects: [] };
    const send: LoginEffect = { type: "sendCode", email: step.email, resend: step.purpose === "resend" };
    if (token !== null) send.captchaToken = token;
    if (step.channel !== undefined) send.channel = step.channel;
    return { state, effects: [send] };
  },
  captchaAnswer(event) {
    if (event.type === "codeSent" || event.type === "resendSucceeded") return { ok: true };
    if (event.type === "sendCodeFailed" || event.type === "resendFailed") return { ok: false, error: event.error };
    return null;
  },
  leaveCaptcha(state, error, kit) {
    const step = state.step;
    if (step.name !== "captcha" || step.email === undefined) return { state, effects: [] };
    const previous = state.history.at(-1) ?? kit.startStep(state);
    const history = state.history.slice(0, -1);
    const resend = step.purpose === "resend";
    let answer: LoginEvent;
    let back: LoginState;
    if (resend && previous.name === "code") {
      back = { ...state, step: { ...previous, resend: "sending" }, history };
      answer = error ? { type: "resendFailed", error } : { type: "resendSucceeded" };
    } else {
      // The form the send came from, as it stands while its send is in flight.
      const form = "form" in previous ? { ...previous, form: { ...previous.form, status: "sending" } } : previous;
      back = { ...state, step: form as typeof previous, history };
      answer = error ? { type: "sendCodeFailed", error } : { type: "codeSent" };
    }
    return kit.transition(back, answer);
  },
};
