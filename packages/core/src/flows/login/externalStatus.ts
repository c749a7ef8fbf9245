import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginKit, LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import { leaveCaptchaThen } from "./leaveCaptchaThen.ts";
import type { ExternalStatus, LoginState, LoginStep, LoginTransition } from "./loginTypes.ts";

/** A status step: a sign-in that happens outside the modal (popup, redirect, widget, the browser's passkey prompt). */
type StatusStep = Extract<LoginStep, { status: ExternalStatus; error: FlowError | null }>;

const isStatusStep = (step: LoginStep, names: readonly string[]): step is StatusStep =>
  names.includes(step.name) && "status" in step && "error" in step;

/**
 * The failure of an outside sign-in: gating errors (and the account transfer) get their own screens; others
 * stay on the status screen with Retry.
 */
export function statusFailed(
  state: LoginState,
  names: readonly string[],
  error: FlowError,
  kit: LoginKit,
): LoginTransition | null {
  const step = state.step;
  if (!isStatusStep(step, names) || step.status !== "pending") return null;
  if (kit.isGatingError(error)) return kit.toError({ ...state, step: { ...step, status: "idle" } as LoginStep }, error);
  return {
    state: { ...state, step: { ...step, status: "failed", error } as LoginStep },
    effects: [{ type: "reportError", error }],
  };
}

/** The parts every status-screen method shares: settle, the sign-in and link answers, the result shown. */
export function statusStepParts(
  names: readonly string[],
): Pick<LoginMethodDefinition, "settle" | "authenticated" | "linked" | "showsResult"> {
  return {
    settle: (step) => (isStatusStep(step, names) ? ({ ...step, status: "idle", error: null } as LoginStep) : step),
    authenticated(state, signedIn, kit) {
      const step = state.step;
      if (!isStatusStep(step, names) || step.status !== "pending") return null;
      return kit.continuePostLogin({ ...state, history: [], step: { ...step, status: "done" } as LoginStep }, signedIn);
    },
    linked(state, _alreadyLinked, kit) {
      const step = state.step;
      if (!isStatusStep(step, names) || step.status !== "pending") return null;
      return kit.linkedSuccess(state);
    },
    showsResult: (state) => names.includes(state.step.name),
  };
}

/**
 * Opens a status step pending with `effect`: from the main screen (kept for Back), or again from the status
 * screen itself (Retry), never twice while one runs.
 */
export function openStatusStep(
  state: LoginState,
  base: LoginState,
  pending: LoginStep,
  effects: LoginTransition["effects"],
  from: readonly string[],
  kit: LoginKit,
): LoginTransition {
  const step = state.step;
  if (step.name === pending.name && "status" in step) {
    if (step.status === "pending" || step.status === "done") return { state, effects: [] };
    return { state: { ...base, step: pending }, effects };
  }
  if (!from.includes(step.name)) return { state, effects: [] };
  return kit.go(base, pending, effects);
}

/** Can a status step `name` open (or reopen) from the current step? (Not while one runs.) */
export function canOpen(state: LoginState, name: string, from: readonly string[]): boolean {
  const step = state.step;
  if (step.name === name && "status" in step) return step.status !== "pending" && step.status !== "done";
  return from.includes(step.name);
}

/**
 * A status-step method whose first call is captcha-protected: `start` opens it at once, or (captcha on) shows
 * the captcha first, waiting for "Continue" so the popup or prompt opens in the user's own click; the
 * method's `leaveCaptcha` then opens it with the token. `open` makes the step and its call for `data`.
 */
export function captchaGuardedStatus<D>(
  method: string,
  name: string,
  from: readonly string[],
  open: (state: LoginState, data: D, token: string | undefined, kit: LoginKit) => LoginTransition,
  /** Whether this call is captcha-protected (e.g. not a link, whose call needs the session instead). */
  protectedCall: (state: LoginState, data: D) => boolean = () => true,
): {
  start(state: LoginState, data: D, kit: LoginKit, base?: LoginState): LoginTransition;
  leaveCaptcha: NonNullable<LoginMethodDefinition["leaveCaptcha"]>;
} {
  return {
    start(state, data, kit, base = state) {
      if (!state.captchaEnabled || !protectedCall(state, data)) return open(state, data, undefined, kit);
      if (!canOpen(state, name, from)) return { state, effects: [] };
      return kit.startCaptcha(base, { method, purpose: "init", data, userIntentRequired: true });
    },
    leaveCaptcha: (state, error, kit) =>
      leaveCaptchaThen(state, error, kit, (back, token, request) => open(back, request.data as D, token, kit)),
  };
}
