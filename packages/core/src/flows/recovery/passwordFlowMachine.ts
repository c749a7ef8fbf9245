import { COPY_TEXT_CONFIRMATION_MS, DOWNLOAD_LINK_CLEANUP_MS, SUCCESS_AUTO_CLOSE_MS } from "../../constants.ts";
import { validatePassword } from "../../format/passwordStrength.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * The password flow of spec 001 §2 and §4 as a pure machine: creating → saving → confirming →
 * finalizing → (submitting) → done. The host runs the effects (clipboard, file download, timers, the
 * wallet proxy's setRecovery with the password) and feeds back their outcome as events.
 *
 * Back goes one step; from creating only when the previous screen was the recovery selection
 * (`exit` with reason "back"). Finalizing submits; done shows 'Success' or 'Something went wrong' and,
 * when the flow was started automatically (not by the user), closes by itself after a delay.
 */
export type PasswordStep = "creating" | "saving" | "confirming" | "finalizing" | "submitting" | "done";

export interface PasswordFlowState {
  step: PasswordStep;
  /** Resetting an existing password ('Reset your password') instead of setting a first one. */
  resetting: boolean;
  password: string;
  /** Errors show only once the field has been touched (spec 001 §5). */
  touched: boolean;
  confirmation: string;
  confirmationTouched: boolean;
  /** The 'I understand…' checkbox of the final step. */
  acknowledged: boolean;
  /** 'Cancel' is shown on the final step only when the user started the flow. */
  userInitiated: boolean;
  /** Back from creating returns to the recovery selection only when it came from there. */
  fromSelection: boolean;
  copied: boolean;
  result: "success" | "error" | null;
  error: FlowError | null;
}

export type PasswordFlowTimerId = "passwordCopied" | "passwordDownloadCleanup" | "passwordAutoClose";

export type PasswordFlowEvent =
  | { type: "input"; value: string }
  | { type: "blur" }
  /** A generated password (the host draws it with generatePassword so this machine stays pure). */
  | { type: "generated"; value: string }
  | { type: "confirmationInput"; value: string }
  | { type: "confirmationBlur" }
  | { type: "continue" }
  | { type: "back" }
  | { type: "copy" }
  | { type: "download" }
  | { type: "acknowledge"; checked: boolean }
  | { type: "cancel" }
  | { type: "submitSucceeded" }
  | { type: "submitFailed"; error: FlowError }
  | { type: "close" }
  | { type: "timer"; id: PasswordFlowTimerId };

export type PasswordFlowEffect =
  | { type: "copyToClipboard"; text: string }
  /** Save `text` as a file; the host revokes the object URL on `passwordDownloadCleanup`. */
  | { type: "download"; filename: string; text: string }
  | { type: "revokeDownload" }
  | { type: "startTimer"; id: PasswordFlowTimerId; ms: number }
  | { type: "cancelTimer"; id: PasswordFlowTimerId }
  /** Set the password as the wallet's recovery (wallet proxy setRecovery, method user-passcode). */
  | { type: "submit"; password: string }
  /** Setting the password emits started, completed and failed events (spec 001 §4). */
  | { type: "track"; event: "started" | "completed" | "failed" }
  /** Leave the flow: back to the recovery selection, cancelled by the user, or finished. */
  | { type: "exit"; reason: "back" | "cancel" }
  | { type: "finish"; outcome: "success" }
  | { type: "finish"; outcome: "error"; error: FlowError };

export interface PasswordFlowTransition {
  state: PasswordFlowState;
  effects: PasswordFlowEffect[];
}

export interface PasswordFlowOptions {
  appName: string;
  resetting?: boolean;
  userInitiated?: boolean;
  fromSelection?: boolean;
}

/** Message shown when the confirmation differs (spec 001 §5). */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

/** The recovery file's name: the app's name plus a recovery suffix, safe on every file system. */
export function recoveryFileName(appName: string): string {
  const base = appName.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "foyer";
  return `${base}-recovery.txt`;
}

/** The field error to show, or null (none before touch). */
export function passwordFieldError(state: PasswordFlowState): string | null {
  return state.touched ? validatePassword(state.password) : null;
}

/** The confirmation error to show, or null. */
export function confirmationFieldError(state: PasswordFlowState): string | null {
  if (!state.confirmationTouched || state.confirmation === "") return null;
  return state.confirmation === state.password ? null : PASSWORDS_DO_NOT_MATCH;
}

/** Whether the step's primary button is enabled. */
export function canContinue(state: PasswordFlowState): boolean {
  switch (state.step) {
    case "creating":
      return validatePassword(state.password) === null;
    case "saving":
      return true;
    case "confirming":
      return state.confirmation === state.password && state.password !== "";
    case "finalizing":
      return state.acknowledged;
    default:
      return false;
  }
}

function initial(options: PasswordFlowOptions & { appName?: string }): PasswordFlowTransition {
  return {
    state: {
      step: "creating",
      resetting: options.resetting ?? false,
      password: "",
      touched: false,
      confirmation: "",
      confirmationTouched: false,
      acknowledged: false,
      userInitiated: options.userInitiated ?? true,
      fromSelection: options.fromSelection ?? false,
      copied: false,
      result: null,
      error: null,
    },
    effects: [],
  };
}

const PREVIOUS: Partial<Record<PasswordStep, PasswordStep>> = {
  saving: "creating",
  confirming: "saving",
  finalizing: "confirming",
};
const NEXT: Partial<Record<PasswordStep, PasswordStep>> = {
  creating: "saving",
  saving: "confirming",
  confirming: "finalizing",
};

function transition(state: PasswordFlowState, event: PasswordFlowEvent, appName = "foyer"): PasswordFlowTransition {
  const stay: PasswordFlowTransition = { state, effects: [] };
  switch (event.type) {
    case "input":
      if (state.step !== "creating") return stay;
      return { state: { ...state, password: event.value, confirmation: "", confirmationTouched: false }, effects: [] };
    case "blur":
      return state.step === "creating" ? { state: { ...state, touched: true }, effects: [] } : stay;
    case "generated":
      if (state.step !== "creating") return stay;
      return {
        state: { ...state, password: event.value, touched: true, confirmation: "", confirmationTouched: false },
        effects: [],
      };
    case "confirmationInput":
      return state.step === "confirming" ? { state: { ...state, confirmation: event.value }, effects: [] } : stay;
    case "confirmationBlur":
      return state.step === "confirming" ? { state: { ...state, confirmationTouched: true }, effects: [] } : stay;
    case "continue": {
      if (!canContinue(state)) {
        // A press on a disabled-looking button still reveals why (the field counts as touched).
        if (state.step === "creating") return { state: { ...state, touched: true }, effects: [] };
        if (state.step === "confirming") return { state: { ...state, confirmationTouched: true }, effects: [] };
        return stay;
      }
      if (state.step === "finalizing") {
        return {
          state: { ...state, step: "submitting" },
          effects: [
            { type: "track", event: "started" },
            { type: "submit", password: state.password },
          ],
        };
      }
      const next = NEXT[state.step];
      if (!next) return stay;
      return {
        state: { ...state, step: next, copied: false },
        effects: state.copied ? [{ type: "cancelTimer", id: "passwordCopied" }] : [],
      };
    }
    case "back": {
      if (state.step === "creating") {
        return state.fromSelection ? { state, effects: [{ type: "exit", reason: "back" }] } : stay;
      }
      const previous = PREVIOUS[state.step];
      if (!previous) return stay;
      return {
        state: { ...state, step: previous, acknowledged: previous === "confirming" ? state.acknowledged : false },
        effects: [],
      };
    }
    case "copy":
      if (state.step !== "saving") return stay;
      return {
        state: { ...state, copied: true },
        effects: [
          { type: "copyToClipboard", text: state.password },
          { type: "startTimer", id: "passwordCopied", ms: COPY_TEXT_CONFIRMATION_MS },
        ],
      };
    case "download":
      if (state.step !== "saving") return stay;
      return {
        state,
        effects: [
          { type: "download", filename: recoveryFileName(appName), text: state.password },
          { type: "startTimer", id: "passwordDownloadCleanup", ms: DOWNLOAD_LINK_CLEANUP_MS },
        ],
      };
    case "acknowledge":
      return state.step === "finalizing" ? { state: { ...state, acknowledged: event.checked }, effects: [] } : stay;
    case "cancel":
      // 'Cancel' exists only on the final step and only when the user started the flow.
      if (state.step !== "finalizing" || !state.userInitiated) return stay;
      return { state, effects: [{ type: "exit", reason: "cancel" }] };
    case "submitSucceeded":
      if (state.step !== "submitting") return stay;
      return {
        state: { ...state, step: "done", result: "success", error: null },
        effects: [
          { type: "track", event: "completed" },
          ...(state.userInitiated
            ? []
            : [{ type: "startTimer" as const, id: "passwordAutoClose" as const, ms: SUCCESS_AUTO_CLOSE_MS }]),
        ],
      };
    case "submitFailed":
      if (state.step !== "submitting") return stay;
      return {
        state: { ...state, step: "done", result: "error", error: event.error },
        effects: [{ type: "track", event: "failed" }],
      };
    case "close":
      if (state.step !== "done") return stay;
      return { state, effects: [{ type: "cancelTimer", id: "passwordAutoClose" }, finishEffect(state)] };
    case "timer":
      switch (event.id) {
        case "passwordCopied":
          return state.copied ? { state: { ...state, copied: false }, effects: [] } : stay;
        case "passwordDownloadCleanup":
          return { state, effects: [{ type: "revokeDownload" }] };
        case "passwordAutoClose":
          return state.step === "done" && state.result === "success" ? { state, effects: [finishEffect(state)] } : stay;
      }
  }
}

function finishEffect(state: PasswordFlowState): PasswordFlowEffect {
  if (state.result === "success") return { type: "finish", outcome: "success" };
  return {
    type: "finish",
    outcome: "error",
    error: state.error ?? {
      code: "unknown_embedded_wallet_error",
      message: "Error setting password on foyer wallet",
      status: null,
    },
  };
}

/** The password flow machine; `transition` takes the app name for the download's file name. */
export const passwordFlowMachine = { initial, transition };
