import type { LoginEffect, LoginEvent, LoginOptions, LoginState } from "../flows/login/loginTypes.ts";
import { loginMachine } from "../flows/loginMethods/loginMachine.ts";

/**
 * Runs the login machine as the runtime does, with timers on vitest's fake clock (startTimer / cancelTimer
 * become real fake-clock timers whose expiry is sent back); the captcha provider is ready and solves at once
 * (tokens t1, t2, …). The API answers are the test's to send.
 */
export function loginHost(options: LoginOptions) {
  let state: LoginState;
  const effects: LoginEffect[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let tokens = 0;
  const send = (event: LoginEvent) => {
    const next = loginMachine.transition(state, event);
    state = next.state;
    next.effects.forEach(run);
  };
  const run = (effect: LoginEffect) => {
    effects.push(effect);
    if (effect.type === "startTimer") {
      clearTimeout(timers.get(effect.id));
      timers.set(
        effect.id,
        setTimeout(() => send({ type: "timer", id: effect.id }), effect.ms),
      );
    } else if (effect.type === "cancelTimer") clearTimeout(timers.get(effect.id));
    else if (effect.type === "checkCaptchaProvider")
      send({ type: "captcha", event: { type: "providerChecked", ready: true } });
    else if (effect.type === "executeCaptcha")
      send({ type: "captcha", event: { type: "solved", token: `t${++tokens}` } });
  };
  state = loginMachine.initial(options);
  return {
    send,
    /** Every effect the machine asked for, in order. */
    effects,
    get state() {
      return state;
    },
    /** The effects of one type. */
    of: <T extends LoginEffect["type"]>(type: T) =>
      effects.filter((e): e is Extract<LoginEffect, { type: T }> => e.type === type),
  };
}
