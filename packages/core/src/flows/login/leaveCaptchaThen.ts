import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginKit } from "./LoginMethodDefinition.ts";
import type { CaptchaRequest, LoginState, LoginTransition } from "./loginTypes.ts";

// The methods' side of the captcha step, apart from captchaStep.ts (which runs the captcha machine): a method
// loaded on its own (wallet, Farcaster) imports only this, so the captcha machine stays in the modal's chunk.

/**
 * Leaves the captcha step of a call made after it (the token is in `captchaToken`): back to the step the
 * captcha was started from, then `proceed` makes the call with the token; an error is routed instead.
 */
export function leaveCaptchaThen(
  state: LoginState,
  error: FlowError | null,
  kit: LoginKit,
  proceed: (state: LoginState, token: string | undefined, request: CaptchaRequest) => LoginTransition,
): LoginTransition {
  const step = state.step;
  if (step.name !== "captcha") return { state, effects: [] };
  const { captchaToken: token, ...rest } = state;
  const { name: _name, captcha: _captcha, ...request } = step;
  const back: LoginState = {
    ...rest,
    step: state.history.at(-1) ?? kit.startStep(state),
    history: state.history.slice(0, -1),
  };
  if (error) return kit.toError(back, error);
  return proceed(back, token, request);
}

/** `{ captchaToken }` when there is one (the call's input). */
export const withToken = (token: string | undefined): { captchaToken?: string } =>
  token === undefined ? {} : { captchaToken: token };
