import type { LoginMode } from "../../../api/wire.ts";
import type { FlowError } from "../../codeEntry/codeEntryMachine.ts";
import { openStatusStep, statusFailed, statusStepParts } from "../../login/externalStatus.ts";
import { type LoginMethodDefinition, linkStart } from "../../login/LoginMethodDefinition.ts";
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

/** Telegram: the login widget (or the dev stand-in's popup) behind a status screen. */
export const telegramMethod: LoginMethodDefinition = {
  id: "telegram",
  steps: STEPS,
  linkMethod: "telegram",
  start: linkStart("telegram", () => ({ name: "telegram", status: "idle", error: null })),
  ...statusStepParts(STEPS),
  transition(state, event, kit): LoginTransition | null {
    switch (event.type) {
      case "startTelegram": {
        const action = state.mode === "link" ? "link" : "login";
        return openStatusStep(
          state,
          { ...state, method: "telegram" },
          { name: "telegram", status: "pending", error: null },
          [{ type: "telegram", action, ...loginModeOf(state) }],
          ["landing", "moreOptions"],
          kit,
        );
      }
      case "externalFailed":
        return statusFailed(state, STEPS, event.error, kit);
      default:
        return null;
    }
  },
};
