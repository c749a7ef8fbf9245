import {
  type CodeEntryEffect,
  type CodeEntryEvent,
  type CodeEntryState,
  type CodeEntryTimerId,
  codeEntryMachine,
  type FlowError,
} from "../codeEntry/codeEntryMachine.ts";
import { decidePostLogin } from "./decidePostLogin.ts";
import { isValidEmail } from "./isValidEmail.ts";

/**
 * The login modal as a pure machine (spec 000 §2 screens, §4 "After successful sign-in" and
 * "Sign-in error routing", §8 error screens). Steps form an exhaustive union so the React screen
 * router can map every step name to one lazy screen.
 */

/** Inline error under an email field. The UI maps kinds to catalogue texts. */
export interface EmailFormError {
  kind: "invalid_email" | "plus_email" | "too_many_requests" | "server_message";
  /** The server's message, for kind "server_message". */
  message?: string;
}

export interface EmailFormState {
  email: string;
  status: "idle" | "sending";
  error: EmailFormError | null;
}

export type LoginStep =
  /** Main login screen; email is an inline form on it. */
  | { name: "landing"; form: EmailFormState }
  /** Overflow list when there are more than MAX_LOGIN_ENTRIES entries. */
  | { name: "moreOptions" }
  /** Stand-alone email screen (reached from an entry, e.g. in the overflow list). */
  | { name: "email"; form: EmailFormState }
  | { name: "code"; email: string; code: CodeEntryState }
  /** Terms screen (affirmative consent) after sign-in when the app requires it. */
  | { name: "terms"; status: "idle" | "accepting" }
  /** "You're logged in", then the modal closes. */
  | { name: "success" }
  /** Generic error screen (spec 000 §8 "Error screens"). */
  | { name: "error"; error: FlowError }
  | { name: "allowlist"; error: FlowError }
  | { name: "userLimit"; error: FlowError }
  | { name: "accountNotFound"; error: FlowError }
  | { name: "accountTransfer"; error: FlowError; nonce: string };

export type LoginStepName = LoginStep["name"];

export interface SignedIn {
  hasAcceptedTerms: boolean;
  isNewUser: boolean;
}

export interface LoginState {
  step: LoginStep;
  /** Steps to return to with Back / Retry, most recent last. */
  history: LoginStep[];
  requireTermsAcceptance: boolean;
  /** Set once a sign-in succeeded in this modal session. */
  signedIn: SignedIn | null;
}

export type LoginTimerId = CodeEntryTimerId | "postLogin";

export type LoginEvent =
  | { type: "openEmail" }
  | { type: "openMoreOptions" }
  | { type: "emailChanged"; email: string }
  | { type: "submitEmail"; email?: string }
  | { type: "codeSent" }
  | { type: "sendCodeFailed"; error: FlowError }
  /** Any code-screen event (typing, paste, resend, ...). */
  | { type: "code"; event: CodeEntryEvent }
  | { type: "authenticated"; hasAcceptedTerms: boolean; isNewUser: boolean }
  | { type: "authenticateFailed"; error: FlowError }
  | { type: "resendSucceeded" }
  | { type: "resendFailed"; error: FlowError }
  | { type: "acceptTerms" }
  | { type: "termsAccepted" }
  | { type: "termsFailed"; error: FlowError }
  | { type: "declineTerms" }
  | { type: "timer"; id: LoginTimerId }
  | { type: "back" }
  /** Error screen "Retry": the previous screen, or the login screen. */
  | { type: "retry" }
  /** Start over on the main login screen (gating screens' buttons). */
  | { type: "restart" }
  | { type: "close" };

export type LoginEffect =
  | { type: "sendCode"; email: string; resend: boolean }
  | { type: "authenticate"; email: string; code: string }
  | { type: "startTimer"; id: LoginTimerId; ms: number }
  | { type: "cancelTimer"; id: LoginTimerId }
  | { type: "focusBox"; index: number }
  | { type: "acceptTerms" }
  /** Sign the user out (terms declined). */
  | { type: "logout" }
  /** Remember the method for the "Recent" chip. */
  | { type: "rememberLogin"; method: "email" }
  /** An error screen was reached: report to the host's onError. */
  | { type: "reportError"; error: FlowError }
  | { type: "close"; outcome: "success" | "exited" };

export interface LoginTransition {
  state: LoginState;
  effects: LoginEffect[];
}

const freshForm = (email = ""): EmailFormState => ({ email, status: "idle", error: null });

/** Sign-in error routing (spec 000 §4): the step an error leads to. */
export function routeSignInError(error: FlowError): LoginStep {
  switch (error.code) {
    case "allowlist_rejected":
      return { name: "allowlist", error };
    case "max_accounts_reached":
      return { name: "userLimit", error };
    case "user_does_not_exist":
      return { name: "accountNotFound", error };
    case "account_transfer_required": {
      const nonce = error.details?.nonce;
      return typeof nonce === "string" && nonce !== ""
        ? { name: "accountTransfer", error, nonce }
        : { name: "error", error };
    }
    default:
      return { name: "error", error };
  }
}

/** A step as it should look when returned to: nothing in flight, no stale errors. */
function settle(step: LoginStep): LoginStep {
  switch (step.name) {
    case "landing":
    case "email":
      return { ...step, form: { ...step.form, status: "idle" } };
    case "code":
      return {
        ...step,
        code: { digits: step.code.digits.map(() => ""), status: "editing", error: null, resend: "ready" },
      };
    default:
      return step;
  }
}

function initial(options: { requireTermsAcceptance: boolean }): LoginState {
  return {
    step: { name: "landing", form: freshForm() },
    history: [],
    requireTermsAcceptance: options.requireTermsAcceptance,
    signedIn: null,
  };
}

const cancelCodeTimers: LoginEffect[] = [
  { type: "cancelTimer", id: "codeErrorReset" },
  { type: "cancelTimer", id: "resendCooldown" },
];

function go(state: LoginState, step: LoginStep, effects: LoginEffect[] = []): LoginTransition {
  return { state: { ...state, step, history: [...state.history, settle(state.step)] }, effects };
}

function toError(state: LoginState, error: FlowError, extra: LoginEffect[] = []): LoginTransition {
  return go(state, routeSignInError(error), [...extra, { type: "reportError", error }]);
}

/** The email form (landing or email step), with an updated form. */
function withForm(state: LoginState, form: EmailFormState): LoginState {
  const step = state.step;
  if (step.name !== "landing" && step.name !== "email") return state;
  return { ...state, step: { ...step, form } };
}

function formOf(state: LoginState): EmailFormState | null {
  const step = state.step;
  return step.name === "landing" || step.name === "email" ? step.form : null;
}

/** Back to the email form the code came from, with an inline error (disallowed_plus_email). */
function backToFormWithError(state: LoginState, email: string, error: EmailFormError): LoginTransition {
  const index = state.history.findLastIndex((s) => s.name === "landing" || s.name === "email");
  const target = index === -1 ? undefined : state.history[index];
  const base: LoginStep =
    target?.name === "email" ? { name: "email", form: freshForm(email) } : { name: "landing", form: freshForm(email) };
  const step = { ...base, form: { email, status: "idle", error } } as LoginStep;
  return {
    state: { ...state, step, history: index === -1 ? [] : state.history.slice(0, index) },
    effects: cancelCodeTimers,
  };
}

function delegateCode(state: LoginState, event: CodeEntryEvent): LoginTransition {
  const step = state.step;
  if (step.name !== "code") return { state, effects: [] };
  const result = codeEntryMachine.transition(step.code, event);
  const next: LoginState = { ...state, step: { ...step, code: result.state } };
  let out: LoginTransition = { state: next, effects: [] };
  for (const effect of result.effects) out = applyCodeEffect(out, step.email, effect);
  return out;
}

function applyCodeEffect(current: LoginTransition, email: string, effect: CodeEntryEffect): LoginTransition {
  const { state, effects } = current;
  switch (effect.type) {
    case "authenticate":
      return { state, effects: [...effects, { type: "authenticate", email, code: effect.code }] };
    case "sendCode":
      return { state, effects: [...effects, { type: "sendCode", email, resend: true }] };
    case "escalate": {
      if (effect.error.code === "disallowed_plus_email") {
        const back = backToFormWithError(state, email, { kind: "plus_email" });
        return { state: back.state, effects: [...effects, ...back.effects] };
      }
      const routed = toError(state, effect.error, cancelCodeTimers);
      return { state: routed.state, effects: [...effects, ...routed.effects] };
    }
    default:
      return { state, effects: [...effects, effect] };
  }
}

function sendCodeFailed(state: LoginState, error: FlowError): LoginTransition {
  const form = formOf(state);
  if (form?.status !== "sending") return { state, effects: [] };
  const inline = (e: EmailFormError): LoginTransition => ({
    state: withForm(state, { ...form, status: "idle", error: e }),
    effects: [],
  });
  switch (error.code) {
    case "disallowed_plus_email":
      return inline({ kind: "plus_email" });
    case "too_many_requests":
      return inline({ kind: "too_many_requests" });
    case "invalid_data":
      return inline({ kind: "server_message", message: error.message });
    default:
      return toError(withForm(state, { ...form, status: "idle" }), error);
  }
}

function authenticated(state: LoginState, signedIn: SignedIn): LoginTransition {
  const step = state.step;
  if (step.name !== "code" || step.code.status !== "submitting") return { state, effects: [] };
  const code = codeEntryMachine.transition(step.code, { type: "authenticateSucceeded" });
  const decision = decidePostLogin({
    requireTermsAcceptance: state.requireTermsAcceptance,
    hasAcceptedTerms: signedIn.hasAcceptedTerms,
  });
  const base: LoginState = { ...state, signedIn, history: [] };
  const effects: LoginEffect[] = [
    ...cancelCodeTimers,
    { type: "rememberLogin", method: "email" },
    { type: "startTimer", id: "postLogin", ms: decision.delayMs },
  ];
  if (decision.next === "terms") {
    // The code screen shows its done state until the terms screen appears.
    return { state: { ...base, step: { ...step, code: code.state } }, effects };
  }
  return { state: { ...base, step: { name: "success" } }, effects };
}

function back(state: LoginState): LoginTransition {
  const previous = state.history.at(-1);
  if (!previous || state.signedIn) return { state, effects: [] };
  const effects = state.step.name === "code" ? cancelCodeTimers : [];
  return { state: { ...state, step: previous, history: state.history.slice(0, -1) }, effects };
}

function close(state: LoginState): LoginTransition {
  if (state.signedIn) {
    if (state.step.name === "success") {
      return {
        state,
        effects: [
          { type: "cancelTimer", id: "postLogin" },
          { type: "close", outcome: "success" },
        ],
      };
    }
    // Signed in but the required terms were not accepted: closing declines them.
    return {
      state,
      effects: [{ type: "cancelTimer", id: "postLogin" }, { type: "logout" }, { type: "close", outcome: "exited" }],
    };
  }
  return { state, effects: [...cancelCodeTimers, { type: "close", outcome: "exited" }] };
}

function transition(state: LoginState, event: LoginEvent): LoginTransition {
  const stay: LoginTransition = { state, effects: [] };
  const step = state.step;
  switch (event.type) {
    case "openEmail": {
      if (step.name !== "landing" && step.name !== "moreOptions") return stay;
      const email = step.name === "landing" ? step.form.email : "";
      return go(state, { name: "email", form: freshForm(email) });
    }
    case "openMoreOptions":
      return step.name === "landing" ? go(state, { name: "moreOptions" }) : stay;
    case "emailChanged": {
      const form = formOf(state);
      if (!form || form.status === "sending") return stay;
      return { state: withForm(state, { ...form, email: event.email, error: null }), effects: [] };
    }
    case "submitEmail": {
      const form = formOf(state);
      if (!form || form.status === "sending") return stay;
      const email = (event.email ?? form.email).trim();
      if (!isValidEmail(email)) {
        return { state: withForm(state, { ...form, email, error: { kind: "invalid_email" } }), effects: [] };
      }
      return {
        state: withForm(state, { email, status: "sending", error: null }),
        effects: [{ type: "sendCode", email, resend: false }],
      };
    }
    case "codeSent": {
      const form = formOf(state);
      if (form?.status !== "sending") return stay;
      const code = codeEntryMachine.initial();
      let out = go(state, { name: "code", email: form.email, code: code.state });
      for (const effect of code.effects) out = applyCodeEffect(out, form.email, effect);
      return out;
    }
    case "sendCodeFailed":
      return sendCodeFailed(state, event.error);
    case "code":
      return delegateCode(state, event.event);
    case "authenticated":
      return authenticated(state, { hasAcceptedTerms: event.hasAcceptedTerms, isNewUser: event.isNewUser });
    case "authenticateFailed":
      return delegateCode(state, { type: "authenticateFailed", error: event.error });
    case "resendSucceeded":
      return delegateCode(state, { type: "resendSucceeded" });
    case "resendFailed":
      return delegateCode(state, { type: "resendFailed", error: event.error });
    case "acceptTerms":
      if (step.name !== "terms" || step.status !== "idle") return stay;
      return { state: { ...state, step: { name: "terms", status: "accepting" } }, effects: [{ type: "acceptTerms" }] };
    case "termsAccepted":
      if (step.name !== "terms" || !state.signedIn) return stay;
      return {
        state: { ...state, signedIn: { ...state.signedIn, hasAcceptedTerms: true }, step: { name: "success" } },
        effects: [
          {
            type: "startTimer",
            id: "postLogin",
            ms: decidePostLogin({ requireTermsAcceptance: false, hasAcceptedTerms: true }).delayMs,
          },
        ],
      };
    case "termsFailed":
      if (step.name !== "terms") return stay;
      return {
        state: { ...state, step: { name: "terms", status: "idle" } },
        effects: [{ type: "reportError", error: event.error }],
      };
    case "declineTerms":
      if (step.name !== "terms") return stay;
      return { state, effects: [{ type: "logout" }, { type: "close", outcome: "exited" }] };
    case "timer":
      if (event.id === "postLogin") {
        if (!state.signedIn) return stay;
        if (step.name === "success") return { state, effects: [{ type: "close", outcome: "success" }] };
        if (step.name === "code") return { state: { ...state, step: { name: "terms", status: "idle" } }, effects: [] };
        return stay;
      }
      return delegateCode(state, { type: "timer", id: event.id });
    case "back":
      return back(state);
    case "retry":
      if (step.name !== "error") return stay;
      return state.history.length > 0 ? back(state) : transition(state, { type: "restart" });
    case "restart":
      if (state.signedIn) return stay;
      return {
        state: { ...state, step: { name: "landing", form: freshForm() }, history: [] },
        effects: step.name === "code" ? cancelCodeTimers : [],
      };
    case "close":
      return close(state);
  }
}

/** The login (modal routing) machine. */
export const loginMachine = { initial, transition };
