import type { LoginMode } from "../../../api/wire.ts";
import type { FlowError } from "../../codeEntry/codeEntryMachine.ts";
import { captchaGuardedStatus, openStatusStep, statusFailed, statusStepParts } from "../../login/externalStatus.ts";
import type { LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import { withToken } from "../../login/leaveCaptchaThen.ts";
import type { ExternalStatus, LoginTransition } from "../../login/loginTypes.ts";

/** What a passkey ceremony is for. */
export type PasskeyAction = "login" | "signup" | "link";

export type PasskeyStep =
  /** "Log in or create a new account?" (passkey signup enabled). */
  | { name: "passkeyChoice" }
  /** Passkey status screen: waiting for the browser's passkey prompt, or its error. */
  | { name: "passkey"; action: PasskeyAction; status: ExternalStatus; error: FlowError | null };

export type PasskeyEvent =
  | { type: "openPasskeyChoice" }
  /** Starts the browser passkey ceremony (from an entry, the choice screen, or the status screen's retry). */
  | { type: "startPasskey"; action: PasskeyAction }
  | { type: "passkeyFailed"; error: FlowError };

/** Run the passkey ceremony (init, browser prompt, verify); answer `authenticated` / `linked` / `passkeyFailed`. */
export type PasskeyEffect = { type: "passkey"; action: PasskeyAction; mode?: LoginMode; captchaToken?: string };

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    passkey: PasskeyStep;
  }
  interface LoginMethodEvents {
    passkey: PasskeyEvent;
  }
  interface LoginMethodEffects {
    passkey: PasskeyEffect;
  }
}

const STEPS = ["passkey"] as const;
const FROM = ["landing", "moreOptions", "passkeyChoice"] as const;

/** The passkey status step, pending, and its ceremony (behind the captcha when the app has one). */
const opening = captchaGuardedStatus<PasskeyAction>(
  "passkey",
  "passkey",
  FROM,
  (state, action, token, kit) =>
    openStatusStep(
      state,
      { ...state, method: "passkey" },
      { name: "passkey", action, status: "pending", error: null },
      [
        action === "login" && state.disableSignup
          ? { type: "passkey", action: "login", mode: "no-signup", ...withToken(token) }
          : { type: "passkey", action, ...withToken(token) },
      ],
      FROM,
      kit,
    ),
  // Linking a passkey calls passkeys/link/init with the session: no captcha.
  (_, action) => action !== "link",
);

/** Passkeys: the browser's ceremony behind a status screen; never remembered for the "Recent" chip (spec 000 §2). */
export const passkeyMethod: LoginMethodDefinition = {
  id: "passkey",
  steps: ["passkeyChoice", "passkey"],
  linkMethod: "passkey",
  linkStep: () => ({ name: "passkey", action: "link", status: "idle", error: null }),
  ...statusStepParts(STEPS),
  remember: () => [],
  leaveCaptcha: opening.leaveCaptcha,
  transition(state, event, kit): LoginTransition | null {
    const step = state.step;
    switch (event.type) {
      case "openPasskeyChoice":
        return step.name === "landing" || step.name === "moreOptions"
          ? kit.go(state, { name: "passkeyChoice" })
          : { state, effects: [] };
      case "startPasskey":
        return opening.start(state, event.action, kit, { ...state, method: "passkey" });
      case "passkeyFailed":
        return statusFailed(state, STEPS, event.error, kit) ?? { state, effects: [] };
      default:
        return null;
    }
  },
};
