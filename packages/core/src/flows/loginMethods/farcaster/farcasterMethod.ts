import type { LoginMode } from "../../../api/wire.ts";
import {
  FARCASTER_TIMERS,
  type FarcasterEffect,
  type FarcasterEvent,
  type FarcasterState,
  type FarcasterTimerId,
  farcasterMachine,
} from "../../farcaster/farcasterMachine.ts";
import type { LoginKit, LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import { leaveCaptchaThen, withToken } from "../../login/leaveCaptchaThen.ts";
import type { LoginEffect, LoginState, LoginTransition } from "../../login/loginTypes.ts";
import { loginModeOf } from "../../login/loginTypes.ts";

/** Farcaster sign-in (spec 000 §2): QR code / link or "Open Farcaster app", polled (farcasterMachine). */
export interface FarcasterStep {
  name: "farcaster";
  farcaster: FarcasterState;
}

export type FarcasterLoginEvent =
  /** Opens the Farcaster sign-in (from an entry, or its screen: first show and Retry). */
  | { type: "startFarcaster" }
  /** Any Farcaster event (channel opened, poll answers, verification failed, copy, ...). */
  | { type: "farcaster"; event: FarcasterEvent };

/**
 * A Farcaster call (farcaster/init, status, then authenticate or link); answers come back as `farcaster`
 * events, except a successful verification: `authenticated` / `linked`.
 */
export type FarcasterLoginEffect = {
  type: "farcaster";
  effect: Exclude<FarcasterEffect, { type: "startTimer" | "cancelTimer" | "copy" }>;
  action: "login" | "link";
  mode?: LoginMode;
  captchaToken?: string;
};

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    farcaster: FarcasterStep;
  }
  interface LoginMethodEvents {
    farcaster: FarcasterLoginEvent;
  }
  interface LoginMethodEffects {
    farcaster: FarcasterLoginEffect;
  }
  interface LoginMethodTimers {
    farcaster: FarcasterTimerId;
  }
}

/**
 * Runs the Farcaster machine inside the farcaster step: its timers and copy become login effects, its calls a
 * `farcaster` effect. A refused verification that has its own screen (allowlist, user cap, account transfer,
 * account not found) goes there; other failures stay on the Farcaster screen with Retry.
 */
function delegateFarcaster(state: LoginState, event: FarcasterEvent, kit: LoginKit, token?: string): LoginTransition {
  const step = state.step;
  if (step.name !== "farcaster") return { state, effects: [] };
  if (event.type === "verifyFailed" && step.farcaster.status === "verifying" && kit.isGatingError(event.error)) {
    return kit.toError({ ...state, step: { ...step, farcaster: farcasterMachine.initial() } }, event.error);
  }
  const next = farcasterMachine.transition(step.farcaster, event);
  const action = state.mode === "link" ? "link" : "login";
  const via = loginModeOf(state);
  const effects: LoginEffect[] = next.effects.map((effect): LoginEffect => {
    if (effect.type === "startTimer" || effect.type === "cancelTimer" || effect.type === "copy") return effect;
    return { type: "farcaster", effect, action, ...via, ...(effect.type === "openChannel" ? withToken(token) : {}) };
  });
  if (next.state.status === "failed" && step.farcaster.status !== "failed" && next.state.error) {
    effects.push({ type: "reportError", error: next.state.error });
  }
  return { state: { ...state, step: { ...step, farcaster: next.state } }, effects };
}

/** The Farcaster step, started (a new relay channel), from its own screen or from the main screen. */
function openFarcaster(state: LoginState, kit: LoginKit, token?: string): LoginTransition {
  if (state.step.name === "farcaster") return delegateFarcaster(state, { type: "start" }, kit, token);
  const opened = kit.go(
    { ...state, method: "farcaster" },
    { name: "farcaster", farcaster: farcasterMachine.initial() },
  );
  const started = delegateFarcaster(opened.state, { type: "start" }, kit, token);
  return { state: started.state, effects: [...opened.effects, ...started.effects] };
}

/** Farcaster: a relay channel shown as a QR code or link, polled until the user signs in the Farcaster app. */
export const farcasterMethod: LoginMethodDefinition = {
  id: "farcaster",
  steps: ["farcaster"],
  timers: FARCASTER_TIMERS,
  linkMethod: "farcaster",
  linkStep: () => ({ name: "farcaster", farcaster: farcasterMachine.initial() }),
  transition(state, event, kit): LoginTransition | null {
    const step = state.step;
    switch (event.type) {
      case "startFarcaster": {
        if (step.name !== "farcaster" && step.name !== "landing" && step.name !== "moreOptions") {
          return { state, effects: [] };
        }
        // farcaster/init is captcha-protected: a fresh token for every new request (first show and Retry).
        if (state.captchaEnabled) {
          return kit.startCaptcha({ ...state, method: "farcaster" }, { method: "farcaster", purpose: "init" });
        }
        return openFarcaster(state, kit);
      }
      case "farcaster":
        return delegateFarcaster(state, event.event, kit);
      case "timer":
        if (!FARCASTER_TIMERS.includes(event.id as FarcasterTimerId)) return null;
        return delegateFarcaster(state, { type: "timer", id: event.id as FarcasterTimerId }, kit);
      default:
        return null;
    }
  },
  leaveCaptcha: (state, error, kit) =>
    leaveCaptchaThen(state, error, kit, (back, token) => openFarcaster(back, kit, token)),
  settle: (step) => (step.name === "farcaster" ? { ...step, farcaster: farcasterMachine.initial() } : step),
  cancelTimers: () => FARCASTER_TIMERS.map((id) => ({ type: "cancelTimer", id })),
  authenticated(state, signedIn, kit) {
    const step = state.step;
    if (step.name !== "farcaster" || step.farcaster.status !== "verifying") return null;
    const done = farcasterMachine.transition(step.farcaster, { type: "verified" }).state;
    return kit.continuePostLogin({ ...state, history: [], step: { ...step, farcaster: done } }, signedIn);
  },
  linked(state, _alreadyLinked, kit) {
    const step = state.step;
    if (step.name !== "farcaster" || step.farcaster.status !== "verifying") return null;
    return kit.linkedSuccess(state);
  },
  showsResult: (state) => state.step.name === "farcaster",
};
