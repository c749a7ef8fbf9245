import type { LoginMode } from "../../../api/wire.ts";
import type { FlowError } from "../../codeEntry/codeEntryMachine.ts";
import { captchaGuardedStatus, openStatusStep, statusFailed, statusStepParts } from "../../login/externalStatus.ts";
import type { LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import { withToken } from "../../login/leaveCaptchaThen.ts";
import type { ExternalStatus, LoginTransition } from "../../login/loginTypes.ts";
import { loginModeOf } from "../../login/loginTypes.ts";

/** Telegram status screen (spec 000 §2): the Telegram widget is open, or its error with Retry. */
export interface TelegramStep {
  name: "telegram";
  status: ExternalStatus;
  error: FlowError | null;
}

export type TelegramEvent = { type: "startTelegram" };

/** Run the Telegram widget, then telegram/authenticate (or link); answers as OAuth's. */
export type TelegramEffect = { type: "telegram"; action: "login" | "link"; mode?: LoginMode; captchaToken?: string };

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    telegram: TelegramStep;
  }
  interface LoginMethodEvents {
    telegram: TelegramEvent;
  }
  interface LoginMethodEffects {
    telegram: TelegramEffect;
  }
}

const STEPS = ["telegram"] as const;

/** The Telegram status step, pending, and its call (behind the captcha when the app has one). */
const opening = captchaGuardedStatus<null>(
  "telegram",
  "telegram",
  ["landing", "moreOptions"],
  (state, _, token, kit) =>
    openStatusStep(
      state,
      { ...state, method: "telegram" },
      { name: "telegram", status: "pending", error: null },
      [
        {
          type: "telegram",
          action: state.mode === "link" ? "link" : "login",
          ...loginModeOf(state),
          ...withToken(token),
        },
      ],
      ["landing", "moreOptions"],
      kit,
    ),
  // Only telegram/authenticate is captcha-protected; a link carries the session.
  (state) => state.mode !== "link",
);

/** Telegram: the login widget (or the dev stand-in's popup) behind a status screen. */
export const telegramMethod: LoginMethodDefinition = {
  id: "telegram",
  steps: STEPS,
  linkMethod: "telegram",
  linkStep: () => ({ name: "telegram", status: "idle", error: null }),
  ...statusStepParts(STEPS),
  leaveCaptcha: opening.leaveCaptcha,
  transition(state, event, kit): LoginTransition | null {
    switch (event.type) {
      case "startTelegram":
        return opening.start(state, null, kit, { ...state, method: "telegram" });
      case "externalFailed":
        return statusFailed(state, STEPS, event.error, kit);
      default:
        return null;
    }
  },
};
