import type { LoginMode } from "../../../api/wire.ts";
import type { FlowError } from "../../codeEntry/codeEntryMachine.ts";
import { captchaGuardedStatus, openStatusStep, statusFailed, statusStepParts } from "../../login/externalStatus.ts";
import type { LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import { withToken } from "../../login/leaveCaptchaThen.ts";
import type { ExternalStatus, LoginTransition } from "../../login/loginTypes.ts";
import { loginModeOf } from "../../login/loginTypes.ts";

/** OAuth status screen: the provider's popup (or redirect) is open, or its error with Retry. */
export interface OAuthStep {
  name: "oauth";
  provider: string;
  status: ExternalStatus;
  error: FlowError | null;
}

export type OAuthEvent =
  /** Opens the provider (from an entry or the status screen's Retry). */
  | { type: "startOAuth"; provider: string }
  /** An outside sign-in failed (popup error, state mismatch, server refusal): OAuth and Telegram. */
  | { type: "externalFailed"; error: FlowError };

/** Run an OAuth flow (init, popup or redirect, authenticate / link); answer `authenticated` / `linked` / `externalFailed`. */
export type OAuthEffect = {
  type: "oauth";
  provider: string;
  action: "login" | "link";
  mode?: LoginMode;
  /** For oauth/init when the app has captcha on. */
  captchaToken?: string;
};

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    oauth: OAuthStep;
  }
  interface LoginMethodEvents {
    oauth: OAuthEvent;
  }
  interface LoginMethodEffects {
    oauth: OAuthEffect;
  }
}

const STEPS = ["oauth"] as const;

/** The provider's status step, pending, and its call (behind the captcha when the app has one). */
const opening = captchaGuardedStatus<string>(
  "oauth",
  "oauth",
  ["landing", "moreOptions"],
  (state, provider, token, kit) =>
    openStatusStep(
      state,
      { ...state, method: "oauth", oauthProvider: provider },
      { name: "oauth", provider, status: "pending", error: null },
      [
        {
          type: "oauth",
          provider,
          action: state.mode === "link" ? "link" : "login",
          ...loginModeOf(state),
          ...withToken(token),
        },
      ],
      ["landing", "moreOptions"],
      kit,
    ),
);

/**
 * OAuth (every preset and custom provider, enterprise SSO and cross-app logins, which are OAuth flows with their
 * own provider ids): a popup or full-page redirect behind a status screen.
 */
export const oauthMethod: LoginMethodDefinition = {
  id: "oauth",
  steps: STEPS,
  linkMethod: "oauth",
  initial(options, landing) {
    if (!options.resumeOAuth) return null;
    // Back from a full-page redirect: the status screen, pending, while the client finishes the flow.
    return {
      ...landing(),
      method: "oauth",
      oauthProvider: options.resumeOAuth,
      step: { name: "oauth", provider: options.resumeOAuth, status: "pending", error: null },
    };
  },
  linkStep: (start) => ({
    name: "oauth",
    provider: start.linkProvider ?? "",
    status: "idle",
    error: null,
  }),
  ...statusStepParts(STEPS),
  leaveCaptcha: opening.leaveCaptcha,
  // Spec 000 §2: cross-app logins ("foyer:<app>") are not remembered.
  remember: (state) => {
    const provider = state.oauthProvider ?? "";
    return provider.startsWith("foyer:") ? [] : [{ type: "rememberLogin", accountType: `${provider}_oauth` }];
  },
  transition(state, event, kit): LoginTransition | null {
    switch (event.type) {
      case "startOAuth":
        return opening.start(state, event.provider, kit, { ...state, method: "oauth", oauthProvider: event.provider });
      case "externalFailed":
        return statusFailed(state, STEPS, event.error, kit);
      default:
        return null;
    }
  },
};
