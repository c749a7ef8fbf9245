import { SUCCESS_AUTO_CLOSE_MS } from "../../constants.ts";
import {
  CLOUD_RECOVERY_PROVIDERS,
  type CloudRecoveryProviderId,
} from "../../providers/recovery/cloudRecoveryProviders.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * The recovery OAuth screen of spec 001 §2/§4 (cloud drive or iCloud). Backing up (actions set-recovery
 * and create-wallet) starts by itself; recovering waits for 'Confirm with {provider}' (the popup must
 * open from a click). The host's effects: `authorize` runs recovery/oauth/init (or init_icloud), the popup
 * and recovery/oauth/authenticate and answers with the provider access token; `run` hands that token to
 * the wallet proxy (recover, setRecovery or create with recoveryAccessToken). Never used for user-passcode.
 */
export type RecoveryOAuthProvider = CloudRecoveryProviderId;
export type RecoveryOAuthAction = "recover" | "create-wallet" | "set-recovery";

export interface RecoveryOAuthState {
  provider: RecoveryOAuthProvider;
  action: RecoveryOAuthAction;
  isInAccountCreateFlow: boolean;
  status: "idle" | "authorizing" | "working" | "success" | "failure";
  error: FlowError | null;
}

export type RecoveryOAuthTimerId = "recoveryOAuthSuccess";

export type RecoveryOAuthEvent =
  | { type: "confirm" }
  | { type: "authorized"; accessToken: string }
  | { type: "failed"; error: FlowError }
  | { type: "completed" }
  | { type: "retry" }
  | { type: "close" }
  | { type: "timer"; id: RecoveryOAuthTimerId };

export type RecoveryOAuthEffect =
  | { type: "authorize"; provider: RecoveryOAuthProvider }
  | { type: "run"; action: RecoveryOAuthAction; provider: RecoveryOAuthProvider; accessToken: string }
  | { type: "startTimer"; id: RecoveryOAuthTimerId; ms: number }
  | { type: "cancelTimer"; id: RecoveryOAuthTimerId }
  /** Success: go on to the created screen (account creation flow) or close. */
  | { type: "finish"; outcome: "success"; next: "walletCreated" | "close" }
  | { type: "finish"; outcome: "error"; error: FlowError };

export interface RecoveryOAuthTransition {
  state: RecoveryOAuthState;
  effects: RecoveryOAuthEffect[];
}

/** How the screen names each provider (its registry `label`). */
export const RECOVERY_PROVIDER_NAMES = Object.fromEntries(
  CLOUD_RECOVERY_PROVIDERS.map((provider) => [provider.id, provider.label]),
) as Record<RecoveryOAuthProvider, string>;

export interface RecoveryOAuthTexts {
  title: string;
  detail: string | null;
  button: string | null;
}

/** The exact texts for a state (spec 001 §2 "Recovery OAuth screen"). */
export function recoveryOAuthTexts(state: RecoveryOAuthState): RecoveryOAuthTexts {
  const provider = RECOVERY_PROVIDER_NAMES[state.provider];
  const recovering = state.action === "recover";
  switch (state.status) {
    case "idle":
      return { title: "Confirm it's really you", detail: null, button: `Confirm with ${provider}` };
    case "authorizing":
    case "working":
      return recovering
        ? { title: "Confirm it's really you", detail: null, button: null }
        : { title: `Backing up with ${provider}...`, detail: null, button: null };
    case "success":
      return {
        title: recovering ? `Successfully recovered with ${provider}.` : `Successfully backed up with ${provider}.`,
        detail: null,
        button: null,
      };
    case "failure":
      return {
        title: `${recovering ? "Recovery" : "Back up"} with ${provider} unsuccessful`,
        detail: recovering
          ? `Please verify that you are selecting the ${provider} account associated with your backup.`
          : null,
        button: "Try again",
      };
  }
}

function start(state: RecoveryOAuthState): RecoveryOAuthTransition {
  return {
    state: { ...state, status: "authorizing", error: null },
    effects: [{ type: "authorize", provider: state.provider }],
  };
}

function initial(input: {
  provider: RecoveryOAuthProvider;
  action: RecoveryOAuthAction;
  isInAccountCreateFlow?: boolean;
}): RecoveryOAuthTransition {
  const state: RecoveryOAuthState = {
    provider: input.provider,
    action: input.action,
    isInAccountCreateFlow: input.isInAccountCreateFlow ?? false,
    status: "idle",
    error: null,
  };
  // Backing up starts by itself; recovering waits for the click (popups need a user gesture).
  return input.action === "recover" ? { state, effects: [] } : start(state);
}

function transition(state: RecoveryOAuthState, event: RecoveryOAuthEvent): RecoveryOAuthTransition {
  const stay = { state, effects: [] };
  switch (event.type) {
    case "confirm":
      return state.status === "idle" ? start(state) : stay;
    case "retry":
      return state.status === "failure" ? start(state) : stay;
    case "authorized":
      if (state.status !== "authorizing") return stay;
      return {
        state: { ...state, status: "working" },
        effects: [{ type: "run", action: state.action, provider: state.provider, accessToken: event.accessToken }],
      };
    case "failed":
      if (state.status !== "authorizing" && state.status !== "working") return stay;
      return { state: { ...state, status: "failure", error: event.error }, effects: [] };
    case "completed":
      if (state.status !== "working") return stay;
      return {
        state: { ...state, status: "success" },
        effects: [{ type: "startTimer", id: "recoveryOAuthSuccess", ms: SUCCESS_AUTO_CLOSE_MS }],
      };
    case "timer":
      if (state.status !== "success") return stay;
      return {
        state,
        effects: [
          { type: "finish", outcome: "success", next: state.isInAccountCreateFlow ? "walletCreated" : "close" },
        ],
      };
    case "close":
      if (state.status === "success") {
        return {
          state,
          effects: [
            { type: "cancelTimer", id: "recoveryOAuthSuccess" },
            { type: "finish", outcome: "success", next: state.isInAccountCreateFlow ? "walletCreated" : "close" },
          ],
        };
      }
      return {
        state,
        effects: [
          {
            type: "finish",
            outcome: "error",
            error: state.error ?? {
              code: "unknown_embedded_wallet_error",
              message: "Recovery OAuth failed",
              status: null,
            },
          },
        ],
      };
  }
}

/** The recovery OAuth machine. */
export const recoveryOAuthMachine = { initial, transition };
