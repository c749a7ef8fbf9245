import type { LoginMode, SmsChannel } from "../../api/wire.ts";
import { SUCCESS_AUTO_CLOSE_MS } from "../../constants.ts";
import type { WalletOption } from "../../wallets/buildWalletList.ts";
import {
  type AccountTransferEvent,
  type AccountTransferState,
  type AccountTransferTimerId,
  accountTransferMachine,
  transferDataFrom,
} from "../accountTransfer/accountTransferMachine.ts";
import {
  CAPTCHA_TIMERS,
  type CaptchaEvent,
  type CaptchaState,
  type CaptchaTimerId,
  captchaMachine,
} from "../captcha/captchaMachine.ts";
import {
  type CodeEntryEffect,
  type CodeEntryEvent,
  type CodeEntryState,
  type CodeEntryTimerId,
  codeEntryMachine,
  type FlowError,
} from "../codeEntry/codeEntryMachine.ts";
import {
  FARCASTER_TIMERS,
  type FarcasterEffect,
  type FarcasterEvent,
  type FarcasterState,
  type FarcasterTimerId,
  farcasterMachine,
} from "../farcaster/farcasterMachine.ts";
import {
  type WalletFlowEffect,
  type WalletFlowEvent,
  type WalletFlowState,
  type WalletListOverride,
  type WalletTimerId,
  walletConnectMachine,
} from "../walletConnect/walletConnectMachine.ts";
import { decidePostLogin } from "./decidePostLogin.ts";
import { isValidEmail } from "./isValidEmail.ts";
import { tooManyRequestsError } from "./tooManyRequestsError.ts";
import { walletCreationFailed } from "./walletCreationFailed.ts";

/**
 * The login modal as a pure machine (spec 000 §2 screens, §4 "After successful sign-in" and
 * "Sign-in error routing", §8 error screens). Steps form an exhaustive union so the React screen
 * router can map every step name to one lazy screen.
 */

/** Inline error under an email field. The UI maps kinds to catalogue texts. */
export interface EmailFormError {
  kind: "invalid_email" | "invalid_phone" | "plus_email" | "too_many_requests" | "server_message";
  /** The server's message, for kind "server_message". */
  message?: string;
  /** Seconds the server asked to wait, for kind "too_many_requests" when known (the screen counts down). */
  retryAfter?: number;
}

export interface EmailFormState {
  email: string;
  status: "idle" | "sending";
  error: EmailFormError | null;
}

/** The phone form: `phoneNumber` is E.164, already formatted and checked by the screen (libphonenumber). */
export interface PhoneFormState {
  phoneNumber: string;
  channel: SmsChannel;
  status: "idle" | "sending";
  error: EmailFormError | null;
}

/** What a passkey ceremony is for. */
export type PasskeyAction = "login" | "signup" | "link";

/** The method a modal session signs in (or links) with; remembered for the "Recent" chip except passkey. */
export type LoginFlowMethod = "email" | "sms" | "passkey" | "oauth" | "telegram" | "wallet" | "farcaster";

/** Status of a sign-in that happens outside the modal (OAuth popup or redirect, Telegram widget). */
export type ExternalStatus = "idle" | "pending" | "done" | "failed";

/** Which kind of account link mode adds. */
export type LinkMethod = "email" | "phone" | "passkey" | "oauth" | "telegram" | "wallet" | "farcaster";

const E164 = /^\+[1-9]\d{6,14}$/;

export type LoginStep =
  /** Main login screen; email is an inline form on it. */
  | { name: "landing"; form: EmailFormState }
  /** Overflow list when there are more than MAX_LOGIN_ENTRIES entries. */
  | { name: "moreOptions" }
  /** Stand-alone email screen (reached from an entry, e.g. in the overflow list). */
  | { name: "email"; form: EmailFormState }
  /** Phone input (spec 000 §2 "Email and phone input"), SMS or WhatsApp. */
  | { name: "phone"; form: PhoneFormState }
  /**
   * Code entry. `email` is the destination: the email, or the E.164 phone number when `channel` is set
   * (phone codes share this step and the code machine with email).
   */
  | { name: "code"; email: string; channel?: SmsChannel; code: CodeEntryState }
  /** Captcha before a code is sent (app has captcha enabled): a fresh token per send, resends included. */
  | { name: "captcha"; email: string; channel?: SmsChannel; purpose: "sendCode" | "resend"; captcha: CaptchaState }
  /** "Log in or create a new account?" (passkey signup enabled). */
  | { name: "passkeyChoice" }
  /** Passkey status screen: waiting for the browser's passkey prompt, or its error. */
  | { name: "passkey"; action: PasskeyAction; status: "idle" | "pending" | "done" | "failed"; error: FlowError | null }
  /** OAuth status screen: the provider's popup (or redirect) is open, or its error with Retry. */
  | { name: "oauth"; provider: string; status: ExternalStatus; error: FlowError | null }
  /** Telegram status screen (spec 000 §2): the Telegram widget is open, or its error with Retry. */
  | { name: "telegram"; status: ExternalStatus; error: FlowError | null }
  /** Farcaster sign-in (spec 000 §2): QR code / link or "Open Farcaster app", polled (farcasterMachine). */
  | { name: "farcaster"; farcaster: FarcasterState }
  /** External wallets: list, network choice, connection and sign-in status, install, redirect, Ledger choice. */
  | { name: "wallets"; flow: WalletFlowState }
  /** Embedded wallet creation after sign-in; `failed`: 'Something went wrong' with 'Close' (spec 001 §2). */
  | { name: "createWallet"; failed?: boolean }
  /** Terms screen (affirmative consent) after sign-in when the app requires it. */
  | { name: "terms"; status: "idle" | "accepting" }
  /** "You're logged in" (or, after linking, the account was added), then the modal closes. */
  | { name: "success"; linked?: boolean }
  /** Generic error screen (spec 000 §8 "Error screens"). */
  | { name: "error"; error: FlowError }
  | { name: "allowlist"; error: FlowError }
  | { name: "userLimit"; error: FlowError }
  | { name: "accountNotFound"; error: FlowError }
  | { name: "accountTransfer"; error: FlowError; transfer: AccountTransferState };

export type LoginStepName = LoginStep["name"];

export interface SignedIn {
  hasAcceptedTerms: boolean;
  isNewUser: boolean;
}

export interface LoginOptions {
  requireTermsAcceptance: boolean;
  /** The app requires a captcha token on every code send. */
  captchaEnabled?: boolean;
  /** "link": add an email to the signed-in user (starts at the email screen, links instead of signing in). */
  mode?: "login" | "link";
  /** Sign in only: the server answers user_does_not_exist instead of creating a user (spec §3 "Login data"). */
  disableSignup?: boolean;
  /** An embedded wallet is created after sign-in (a creator is plugged in and the app asks for it). */
  createEmbeddedWallet?: boolean;
  /** Link mode: which account is added (default email). */
  linkMethod?: LinkMethod;
  /** Link mode with linkMethod "oauth": the provider to link. */
  linkProvider?: string;
  /** Back from a full-page OAuth redirect with this provider: start on its status screen, pending. */
  resumeOAuth?: string;
  /** Open on the wallet list to connect a wallet without signing in (`connectWallet()`). */
  connectWalletOnly?: boolean;
  /**
   * The wallet list of that opening, when the host gave one. With `preSelectedWalletId`, the wallet flow opens
   * directly on that wallet: for `connectWallet()` and `linkWallet()`, and for `login()` over the landing
   * screen (Back returns there).
   */
  walletListOverride?: WalletListOverride;
  /** The page runs on a phone (wallets not in the page open through their mobile links). */
  mobile?: boolean;
}

export interface LoginState {
  mode: "login" | "link";
  linkMethod: LinkMethod;
  /** The method in use (set when a code is sent or a passkey ceremony starts). */
  method: LoginFlowMethod;
  captchaEnabled: boolean;
  disableSignup: boolean;
  createEmbeddedWallet: boolean;
  /**
   * The wallet step runs but has not started creating (the runtime first checks the user needs a wallet):
   * the current screen stays, so "Creating your wallet" shows only once `walletCreationStarted` arrives.
   */
  walletCreationPending?: boolean;
  step: LoginStep;
  /** Steps to return to with Back / Retry, most recent last. */
  history: LoginStep[];
  requireTermsAcceptance: boolean;
  /** Set once a sign-in succeeded in this modal session. */
  signedIn: SignedIn | null;
  /** The OAuth provider of the current flow (remembered as "<provider>_oauth" for the "Recent" chip). */
  oauthProvider?: string;
  /** Connect-only wallet flow (no sign-in). */
  connectWalletOnly?: boolean;
  mobile?: boolean;
}

export type LoginTimerId =
  | CodeEntryTimerId
  | CaptchaTimerId
  | AccountTransferTimerId
  | WalletTimerId
  | FarcasterTimerId
  | "postLogin";

export type LoginEvent =
  | { type: "openEmail" }
  | { type: "openMoreOptions" }
  | { type: "emailChanged"; email: string }
  | { type: "submitEmail"; email?: string }
  | { type: "openPhone" }
  /** `phoneNumber` in E.164 (the screen formats and validates it). */
  | { type: "submitPhone"; phoneNumber: string; channel: SmsChannel }
  | { type: "openPasskeyChoice" }
  /** Starts the browser passkey ceremony (from an entry, the choice screen, or the status screen's retry). */
  | { type: "startPasskey"; action: PasskeyAction }
  | { type: "passkeyFailed"; error: FlowError }
  /** Opens the provider (from an entry or the status screen's Retry). */
  | { type: "startOAuth"; provider: string }
  | { type: "startTelegram" }
  /** Opens the Farcaster sign-in (from an entry, or its screen: first show and Retry). */
  | { type: "startFarcaster" }
  /** Any Farcaster event (channel opened, poll answers, verification failed, copy, ...). */
  | { type: "farcaster"; event: FarcasterEvent }
  /** "Continue with a wallet": the external wallet list. */
  | { type: "openWallets"; option?: WalletOption }
  /** Any event of the external wallet flow (wallets step). */
  | { type: "wallet"; event: WalletFlowEvent }
  /** The OAuth or Telegram sign-in failed (popup error, state mismatch, server refusal). */
  | { type: "externalFailed"; error: FlowError }
  | { type: "codeSent" }
  | { type: "sendCodeFailed"; error: FlowError }
  /** Any code-screen event (typing, paste, resend, ...). */
  | { type: "code"; event: CodeEntryEvent }
  | { type: "authenticated"; hasAcceptedTerms: boolean; isNewUser: boolean }
  /** Link mode: the email was linked to the signed-in user. */
  /** `alreadyLinked`: a wallet link found the wallet already on this user ("Wallet was already linked."). */
  | { type: "linked"; alreadyLinked?: boolean }
  | { type: "captcha"; event: CaptchaEvent }
  | { type: "transfer"; event: AccountTransferEvent }
  | { type: "walletCreationStarted" }
  | { type: "walletCreated" }
  | { type: "walletCreationFailed"; error: FlowError }
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
  /** `captchaToken` is set (a fresh single-use token) when the app has captcha enabled. */
  | { type: "sendCode"; email: string; resend: boolean; captchaToken?: string; channel?: SmsChannel }
  | { type: "authenticate"; email: string; code: string; mode?: LoginMode; channel?: SmsChannel }
  | { type: "link"; email: string; code: string; channel?: SmsChannel }
  /** Run the passkey ceremony (init, browser prompt, verify); answer `authenticated` / `linked` / `passkeyFailed`. */
  | { type: "passkey"; action: PasskeyAction; mode?: LoginMode }
  /** Run an OAuth flow (init, popup or redirect, authenticate / link); answer `authenticated` / `linked` / `externalFailed`. */
  | { type: "oauth"; provider: string; action: "login" | "link"; mode?: LoginMode }
  /** Run the Telegram widget, then telegram/authenticate (or link); same answers. */
  | { type: "telegram"; action: "login" | "link"; mode?: LoginMode }
  /**
   * A Farcaster call (farcaster/init, status, then authenticate or link); answers come back as `farcaster`
   * events, except a successful verification: `authenticated` / `linked`.
   */
  | {
      type: "farcaster";
      effect: Exclude<FarcasterEffect, { type: "startTimer" | "cancelTimer" | "copy" }>;
      action: "login" | "link";
      mode?: LoginMode;
    }
  /** Wallet runtime work (connect, sign in / link, open a link); answers come back as `wallet` events. */
  | { type: "wallet"; effect: Extract<WalletFlowEffect, { type: "connect" | "signIn" | "openUrl" }> }
  /** Captcha: is the provider ready (answer `providerChecked`)? / solve (answer `solved` / `solveFailed`). */
  | { type: "checkCaptchaProvider" }
  | { type: "executeCaptcha"; reset: boolean }
  | { type: "transferAccount"; nonce: string; account: { type: string; address: string } }
  | { type: "copy"; text: string }
  /** Post-login hook: create the embedded wallet (answer `walletCreated` / `walletCreationFailed`). */
  | { type: "createEmbeddedWallet" }
  | { type: "analytics"; eventName: string }
  | { type: "startTimer"; id: LoginTimerId; ms: number }
  | { type: "cancelTimer"; id: LoginTimerId }
  | { type: "focusBox"; index: number }
  | { type: "acceptTerms" }
  /** Sign the user out (terms declined). */
  | { type: "logout" }
  /** Remember the method for the "Recent" chip (only when the modal closes signed in). */
  | {
      type: "rememberLogin";
      method: "email" | "sms" | "oauth" | "telegram" | "wallet" | "farcaster";
      provider?: string;
      walletClientType?: string;
      chainType?: "ethereum" | "solana";
    }
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
    case "account_transfer_required":
      try {
        return {
          name: "accountTransfer",
          error,
          transfer: accountTransferMachine.initial(transferDataFrom(error.details)),
        };
      } catch (cause) {
        // "missing account transfer inputs": the generic error screen, with that message.
        return { name: "error", error: { ...error, code: "unknown_auth_error", message: (cause as Error).message } };
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
        code: {
          digits: step.code.digits.map(() => ""),
          status: "editing",
          error: null,
          resend: "ready",
          resendIn: null,
        },
      };
    case "accountTransfer":
      return { ...step, transfer: { ...step.transfer, stage: "initial", copied: false, warned: false } };
    case "phone":
      return { ...step, form: { ...step.form, status: "idle" } };
    case "passkey":
    case "oauth":
    case "telegram":
      return { ...step, status: "idle", error: null };
    case "farcaster":
      return { ...step, farcaster: farcasterMachine.initial() };
    case "wallets": {
      // Returning to the list shows the list: the host's preselected wallet applied once.
      const { preSelectedWalletId: _once, ...list } = step.flow.list ?? {};
      return {
        ...step,
        flow: walletConnectMachine.initial({
          purpose: step.flow.purpose,
          mobile: step.flow.mobile,
          ...(step.flow.list ? { list } : {}),
        }).state,
      };
    }
    default:
      return step;
  }
}

function initial(options: LoginOptions): LoginState {
  const mode = options.mode ?? "login";
  const linkMethod = options.linkMethod ?? "email";
  const list = options.walletListOverride;
  // login({ preSelectedWalletId }): the wallet flow over the landing screen, which Back returns to.
  if (mode === "login" && !options.resumeOAuth && !options.connectWalletOnly && list?.preSelectedWalletId) {
    const landing = initial({ ...options, walletListOverride: undefined });
    return {
      ...landing,
      method: "wallet",
      step: walletStep("login", options.mobile, list),
      history: [landing.step],
    };
  }
  return {
    mode,
    linkMethod,
    method: options.resumeOAuth ? "oauth" : mode === "link" ? LINK_FLOW_METHOD[linkMethod] : "email",
    captchaEnabled: options.captchaEnabled ?? false,
    disableSignup: options.disableSignup ?? false,
    createEmbeddedWallet: options.createEmbeddedWallet ?? false,
    step: options.resumeOAuth
      ? { name: "oauth", provider: options.resumeOAuth, status: "pending", error: null }
      : options.connectWalletOnly
        ? walletStep("connect", options.mobile, options.walletListOverride)
        : startStep(mode, linkMethod, options.linkProvider, options.mobile, list),
    history: [],
    requireTermsAcceptance: options.requireTermsAcceptance,
    signedIn: null,
    ...(options.linkProvider || options.resumeOAuth
      ? { oauthProvider: options.resumeOAuth ?? options.linkProvider }
      : {}),
    ...(options.connectWalletOnly ? { connectWalletOnly: true, method: "wallet" as const } : {}),
    ...(options.mobile ? { mobile: true } : {}),
  };
}

/** The wallet list step of a fresh wallet flow. */
function walletStep(purpose: "login" | "link" | "connect", mobile = false, list?: WalletListOverride): LoginStep {
  return { name: "wallets", flow: walletConnectMachine.initial({ purpose, mobile, ...(list ? { list } : {}) }).state };
}

const LINK_FLOW_METHOD: Record<LinkMethod, LoginFlowMethod> = {
  email: "email",
  phone: "sms",
  passkey: "passkey",
  oauth: "oauth",
  telegram: "telegram",
  farcaster: "farcaster",
  wallet: "wallet",
};

const cancelCaptcha: LoginEffect[] = CAPTCHA_TIMERS.map((id) => ({ type: "cancelTimer", id }));

const freshPhoneForm = (channel: SmsChannel = "sms"): PhoneFormState => ({
  phoneNumber: "",
  channel,
  status: "idle",
  error: null,
});

/** Where a fresh flow starts: the main login screen, or the input of the account being linked. */
function startStep(
  mode: "login" | "link",
  linkMethod: LinkMethod = "email",
  provider = "",
  mobile = false,
  list?: WalletListOverride,
): LoginStep {
  if (mode === "login") return { name: "landing", form: freshForm() };
  if (linkMethod === "wallet") return walletStep("link", mobile, list);
  if (linkMethod === "phone") return { name: "phone", form: freshPhoneForm() };
  if (linkMethod === "passkey") return { name: "passkey", action: "link", status: "idle", error: null };
  if (linkMethod === "oauth") return { name: "oauth", provider, status: "idle", error: null };
  if (linkMethod === "telegram") return { name: "telegram", status: "idle", error: null };
  if (linkMethod === "farcaster") return { name: "farcaster", farcaster: farcasterMachine.initial() };
  return { name: "email", form: freshForm() };
}

const cancelCodeTimers: LoginEffect[] = [
  { type: "cancelTimer", id: "codeErrorReset" },
  { type: "cancelTimer", id: "resendCooldown" },
  { type: "cancelTimer", id: "resendTick" },
];

function go(state: LoginState, step: LoginStep, effects: LoginEffect[] = []): LoginTransition {
  return { state: { ...state, step, history: [...state.history, settle(state.step)] }, effects };
}

function toError(state: LoginState, error: FlowError, extra: LoginEffect[] = []): LoginTransition {
  const step = routeSignInError(error);
  // The transfer screen is a choice, not a failure: the host hears of it only if the user walks away.
  const report: LoginEffect[] = step.name === "accountTransfer" ? [] : [{ type: "reportError", error }];
  return go(state, step, [...extra, ...report]);
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
  for (const effect of result.effects) out = applyCodeEffect(out, step.email, effect, step.channel);
  return out;
}

function applyCodeEffect(
  current: LoginTransition,
  email: string,
  effect: CodeEntryEffect,
  channel?: SmsChannel,
): LoginTransition {
  const { state, effects } = current;
  const via = channel === undefined ? {} : { channel };
  switch (effect.type) {
    case "authenticate": {
      const call: LoginEffect =
        state.mode === "link"
          ? { type: "link", email, code: effect.code, ...via }
          : state.disableSignup
            ? { type: "authenticate", email, code: effect.code, mode: "no-signup", ...via }
            : { type: "authenticate", email, code: effect.code, ...via };
      return { state, effects: [...effects, call] };
    }
    case "sendCode": {
      if (!state.captchaEnabled)
        return { state, effects: [...effects, { type: "sendCode", email, resend: true, ...via }] };
      // A resend needs a fresh token: the captcha screen runs, then returns to the code screen.
      const started = startCaptcha(state, email, "resend", channel);
      return { state: started.state, effects: [...effects, ...started.effects] };
    }
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

/** Shows the captcha screen before a code is sent to `email` (first send or resend). */
function startCaptcha(
  state: LoginState,
  email: string,
  purpose: "sendCode" | "resend",
  channel?: SmsChannel,
): LoginTransition {
  const started = captchaMachine.initial({ enabled: true, userIntentRequired: false });
  const step: LoginStep = { name: "captcha", email, purpose, captcha: started.state };
  if (channel !== undefined) step.channel = channel;
  const out = go(state, step);
  return applyCaptchaEffects(out, started.effects);
}

function delegateCaptcha(state: LoginState, event: CaptchaEvent): LoginTransition {
  const step = state.step;
  if (step.name !== "captcha") return { state, effects: [] };
  const result = captchaMachine.transition(step.captcha, event);
  return applyCaptchaEffects(
    { state: { ...state, step: { ...step, captcha: result.state } }, effects: [] },
    result.effects,
  );
}

function applyCaptchaEffects(start: LoginTransition, list: ReturnType<typeof captchaMachine.transition>["effects"]) {
  let out = start;
  for (const effect of list) {
    const step = out.state.step;
    if (step.name !== "captcha") break;
    switch (effect.type) {
      case "startTimer":
      case "cancelTimer":
        out = { state: out.state, effects: [...out.effects, effect] };
        break;
      case "checkProvider":
        out = { state: out.state, effects: [...out.effects, { type: "checkCaptchaProvider" }] };
        break;
      case "execute":
        out = { state: out.state, effects: [...out.effects, { type: "executeCaptcha", reset: effect.reset }] };
        break;
      case "callback": {
        const send: LoginEffect = { type: "sendCode", email: step.email, resend: step.purpose === "resend" };
        if (effect.token !== null) send.captchaToken = effect.token;
        if (step.channel !== undefined) send.channel = step.channel;
        out = { state: out.state, effects: [...out.effects, send] };
        break;
      }
      case "finish": {
        const left = leaveCaptcha(out.state, effect.outcome === "success" ? null : effect.error);
        out = { state: left.state, effects: [...out.effects, ...cancelCaptcha, ...left.effects] };
        break;
      }
    }
  }
  return out;
}

/** The captcha is over: on to the code screen (or back to it after a resend), or route the error. */
function leaveCaptcha(state: LoginState, error: FlowError | null): LoginTransition {
  const step = state.step;
  if (step.name !== "captcha") return { state, effects: [] };
  const previous = state.history.at(-1);
  const history = state.history.slice(0, -1);
  if (step.purpose === "resend" && previous?.name === "code") {
    const code = { ...previous.code, resend: "sending" as const };
    const back: LoginState = { ...state, step: { ...previous, code }, history };
    return delegateCode(back, error ? { type: "resendFailed", error } : { type: "resendSucceeded" });
  }
  const form =
    previous && (previous.name === "landing" || previous.name === "email" || previous.name === "phone")
      ? previous
      : startStep(state.mode, state.linkMethod);
  const atForm: LoginState = { ...state, step: form, history };
  if (!error) return toCodeStep(atForm, step.email, step.channel);
  const inline = inlineFormError(error);
  if (inline && (form.name === "landing" || form.name === "email")) {
    return {
      state: { ...atForm, step: { ...form, form: { email: step.email, status: "idle", error: inline } } },
      effects: [],
    };
  }
  if (inline && form.name === "phone") {
    return {
      state: { ...atForm, step: { ...form, form: { ...form.form, status: "idle", error: inline } } },
      effects: [],
    };
  }
  return toError(atForm, error);
}

/** On to the code screen for `email` (or the phone number, with `channel`). */
function toCodeStep(state: LoginState, email: string, channel?: SmsChannel): LoginTransition {
  const code = codeEntryMachine.initial();
  const step: LoginStep = { name: "code", email, code: code.state };
  if (channel !== undefined) step.channel = channel;
  let out = go(state, step);
  for (const effect of code.effects) out = applyCodeEffect(out, email, effect, channel);
  return out;
}

/** Send-time errors shown under the email field rather than on a screen of their own. */
function inlineFormError(error: FlowError): EmailFormError | null {
  switch (error.code) {
    case "disallowed_plus_email":
      return { kind: "plus_email" };
    case "too_many_requests":
      return tooManyRequestsError(error);
    case "invalid_data":
      return { kind: "server_message", message: error.message };
    default:
      return null;
  }
}

function delegateTransfer(state: LoginState, event: AccountTransferEvent): LoginTransition {
  const step = state.step;
  if (step.name !== "accountTransfer") return { state, effects: [] };
  const result = accountTransferMachine.transition(step.transfer, event);
  let out: LoginTransition = { state: { ...state, step: { ...step, transfer: result.state } }, effects: [] };
  for (const effect of result.effects) {
    switch (effect.type) {
      case "transfer":
        out.effects.push({ type: "transferAccount", nonce: effect.nonce, account: effect.account });
        break;
      case "copy":
      case "startTimer":
        out.effects.push(effect);
        break;
      case "finish":
        if (effect.outcome === "error") out = toError(out.state, effect.error);
        else if (effect.outcome === "success") out.effects.push({ type: "close", outcome: "success" });
        else if (out.state.mode === "link") out.effects.push({ type: "close", outcome: "exited" });
        else out = transition(out.state, { type: "restart" });
        break;
    }
  }
  return out;
}

/** Moves the post-login pipeline on: terms, embedded wallet, or success and close. */
function continuePostLogin(state: LoginState, signedIn: SignedIn): LoginTransition {
  const decision = decidePostLogin({
    requireTermsAcceptance: state.requireTermsAcceptance,
    hasAcceptedTerms: signedIn.hasAcceptedTerms,
    createEmbeddedWallet: state.createEmbeddedWallet,
  });
  const timer: LoginEffect = { type: "startTimer", id: "postLogin", ms: decision.delayMs };
  if (decision.next === "close") return { state: { ...state, signedIn, step: { name: "success" } }, effects: [timer] };
  // The current screen (code done, terms) stays until the next step appears.
  return { state: { ...state, signedIn }, effects: [timer] };
}

function sendCodeFailed(state: LoginState, error: FlowError): LoginTransition {
  const step = state.step;
  if (step.name === "phone") {
    if (step.form.status !== "sending") return { state, effects: [] };
    const inline = inlineFormError(error);
    const idle: LoginState = { ...state, step: { ...step, form: { ...step.form, status: "idle", error: inline } } };
    return inline ? { state: idle, effects: [] } : toError(idle, error);
  }
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
      return inline(tooManyRequestsError(error));
    case "invalid_data":
      return inline({ kind: "server_message", message: error.message });
    default:
      return toError(withForm(state, { ...form, status: "idle" }), error);
  }
}

function authenticated(state: LoginState, signedIn: SignedIn): LoginTransition {
  const step = state.step;
  if (step.name === "wallets") return walletSignedIn(state, signedIn);
  if (step.name === "farcaster" && step.farcaster.status === "verifying") {
    const done = farcasterMachine.transition(step.farcaster, { type: "verified" }).state;
    return continuePostLogin({ ...state, history: [], step: { ...step, farcaster: done } }, signedIn);
  }
  if ((step.name === "passkey" || step.name === "oauth" || step.name === "telegram") && step.status === "pending") {
    const base: LoginState = { ...state, history: [], step: { ...step, status: "done" } };
    return continuePostLogin(base, signedIn);
  }
  if (step.name !== "code" || step.code.status !== "submitting") return { state, effects: [] };
  const code = codeEntryMachine.transition(step.code, { type: "authenticateSucceeded" });
  // The code screen shows its done state until the next step (terms, wallet) appears.
  const base: LoginState = { ...state, history: [], step: { ...step, code: code.state } };
  const next = continuePostLogin(base, signedIn);
  return { state: next.state, effects: [...cancelCodeTimers, ...next.effects] };
}

function back(state: LoginState): LoginTransition {
  if (state.step.name === "wallets" && !state.signedIn) return delegateWallet(state, { type: "back" });
  return backInHistory(state);
}

function backInHistory(state: LoginState): LoginTransition {
  const previous = state.history.at(-1);
  if (!previous || state.signedIn) return { state, effects: [] };
  const effects = cancelTimersOf(state.step);
  return { state: { ...state, step: previous, history: state.history.slice(0, -1) }, effects };
}

/** Closing signed in: the method is remembered for the "Recent" chip only now, on a completed sign-in. */
function closeSignedIn(state: LoginState): LoginEffect[] {
  // Passkeys are never remembered (spec 000 §2).
  const method = state.method;
  const remember: LoginEffect[] =
    state.mode !== "login" || method === "passkey"
      ? []
      : method === "wallet"
        ? rememberWallet(state)
        : method === "oauth"
          ? [{ type: "rememberLogin", method, provider: state.oauthProvider ?? "" }]
          : [{ type: "rememberLogin", method }];
  return [...remember, { type: "close", outcome: "success" }];
}

function close(state: LoginState): LoginTransition {
  if (state.signedIn) {
    if (state.step.name === "success") {
      return { state, effects: [{ type: "cancelTimer", id: "postLogin" }, ...closeSignedIn(state)] };
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
      if (state.captchaEnabled)
        return startCaptcha(
          withForm({ ...state, method: "email" }, { email, status: "idle", error: null }),
          email,
          "sendCode",
        );
      return {
        state: withForm({ ...state, method: "email" }, { email, status: "sending", error: null }),
        effects: [{ type: "sendCode", email, resend: false }],
      };
    }
    case "openPhone":
      if (step.name !== "landing" && step.name !== "moreOptions") return stay;
      return go(state, { name: "phone", form: freshPhoneForm() });
    case "submitPhone": {
      if (step.name !== "phone" || step.form.status === "sending") return stay;
      const phoneNumber = event.phoneNumber.trim();
      const form: PhoneFormState = { phoneNumber, channel: event.channel, status: "idle", error: null };
      if (!E164.test(phoneNumber)) {
        return {
          state: { ...state, step: { ...step, form: { ...form, error: { kind: "invalid_phone" } } } },
          effects: [],
        };
      }
      const base: LoginState = { ...state, method: "sms", step: { ...step, form } };
      if (state.captchaEnabled) return startCaptcha(base, phoneNumber, "sendCode", event.channel);
      return {
        state: { ...base, step: { ...step, form: { ...form, status: "sending" } } },
        effects: [{ type: "sendCode", email: phoneNumber, resend: false, channel: event.channel }],
      };
    }
    case "openPasskeyChoice":
      return step.name === "landing" || step.name === "moreOptions" ? go(state, { name: "passkeyChoice" }) : stay;
    case "startPasskey": {
      const effect: LoginEffect =
        event.action === "login" && state.disableSignup
          ? { type: "passkey", action: "login", mode: "no-signup" }
          : { type: "passkey", action: event.action };
      const pending: LoginStep = { name: "passkey", action: event.action, status: "pending", error: null };
      const base: LoginState = { ...state, method: "passkey" };
      if (step.name === "passkey") {
        if (step.status === "pending" || step.status === "done") return stay;
        return { state: { ...base, step: pending }, effects: [effect] };
      }
      if (step.name !== "landing" && step.name !== "moreOptions" && step.name !== "passkeyChoice") return stay;
      return go(base, pending, [effect]);
    }
    case "passkeyFailed": {
      if (step.name !== "passkey" || step.status !== "pending") return stay;
      const routed = routeSignInError(event.error);
      const idle: LoginState = { ...state, step: { ...step, status: "failed", error: event.error } };
      // Gating errors get their own screens; passkey errors stay on the status screen with Retry.
      if (routed.name !== "error") return toError({ ...state, step: { ...step, status: "idle" } }, event.error);
      return { state: idle, effects: [{ type: "reportError", error: event.error }] };
    }
    case "startOAuth":
    case "startTelegram": {
      const name = event.type === "startOAuth" ? "oauth" : "telegram";
      const action = state.mode === "link" ? "link" : "login";
      const via = action === "login" && state.disableSignup ? { mode: "no-signup" as const } : {};
      const effect: LoginEffect =
        event.type === "startOAuth"
          ? { type: "oauth", provider: event.provider, action, ...via }
          : { type: "telegram", action, ...via };
      const pending: LoginStep =
        event.type === "startOAuth"
          ? { name: "oauth", provider: event.provider, status: "pending", error: null }
          : { name: "telegram", status: "pending", error: null };
      const base: LoginState =
        event.type === "startOAuth"
          ? { ...state, method: "oauth", oauthProvider: event.provider }
          : { ...state, method: "telegram" };
      if (step.name === name) {
        if (step.status === "pending" || step.status === "done") return stay;
        return { state: { ...base, step: pending }, effects: [effect] };
      }
      if (step.name !== "landing" && step.name !== "moreOptions") return stay;
      return go(base, pending, [effect]);
    }
    case "openWallets":
      if (step.name !== "landing" && step.name !== "moreOptions") return stay;
      {
        const opened = go(
          { ...state, method: "wallet" },
          walletStep(state.mode === "link" ? "link" : "login", state.mobile),
        );
        // Wallet-first mode: a wallet picked on the main screen is selected at once.
        return event.option ? delegateWallet(opened.state, { type: "select", option: event.option }) : opened;
      }
    case "wallet":
      return delegateWallet(state, event.event);
    case "startFarcaster": {
      if (step.name === "farcaster") return delegateFarcaster(state, { type: "start" });
      if (step.name !== "landing" && step.name !== "moreOptions") return stay;
      const opened = go(
        { ...state, method: "farcaster" },
        { name: "farcaster", farcaster: farcasterMachine.initial() },
      );
      const started = delegateFarcaster(opened.state, { type: "start" });
      return { state: started.state, effects: [...opened.effects, ...started.effects] };
    }
    case "farcaster":
      return delegateFarcaster(state, event.event);
    case "externalFailed": {
      if ((step.name !== "oauth" && step.name !== "telegram") || step.status !== "pending") return stay;
      const routed = routeSignInError(event.error);
      // Gating errors (and the account transfer) get their own screens; others stay on the status screen.
      if (routed.name !== "error") return toError({ ...state, step: { ...step, status: "idle" } }, event.error);
      return {
        state: { ...state, step: { ...step, status: "failed", error: event.error } },
        effects: [{ type: "reportError", error: event.error }],
      };
    }
    case "codeSent": {
      if (step.name === "captcha") return delegateCaptcha(state, { type: "callbackSucceeded" });
      if (step.name === "phone") {
        if (step.form.status !== "sending") return stay;
        return toCodeStep(state, step.form.phoneNumber, step.form.channel);
      }
      const form = formOf(state);
      if (form?.status !== "sending") return stay;
      const code = codeEntryMachine.initial();
      let out = go(state, { name: "code", email: form.email, code: code.state });
      for (const effect of code.effects) out = applyCodeEffect(out, form.email, effect);
      return out;
    }
    case "sendCodeFailed":
      if (step.name === "captcha") return delegateCaptcha(state, { type: "callbackFailed", error: event.error });
      return sendCodeFailed(state, event.error);
    case "code":
      return delegateCode(state, event.event);
    case "authenticated":
      return authenticated(state, { hasAcceptedTerms: event.hasAcceptedTerms, isNewUser: event.isNewUser });
    case "authenticateFailed":
      return delegateCode(state, { type: "authenticateFailed", error: event.error });
    case "resendSucceeded":
      if (step.name === "captcha") return delegateCaptcha(state, { type: "callbackSucceeded" });
      return delegateCode(state, { type: "resendSucceeded" });
    case "resendFailed":
      if (step.name === "captcha") return delegateCaptcha(state, { type: "callbackFailed", error: event.error });
      return delegateCode(state, { type: "resendFailed", error: event.error });
    case "captcha":
      return delegateCaptcha(state, event.event);
    case "transfer":
      return delegateTransfer(state, event.event);
    case "linked": {
      const waiting =
        (step.name === "code" && step.code.status === "submitting") ||
        ((step.name === "passkey" || step.name === "oauth" || step.name === "telegram") && step.status === "pending") ||
        (step.name === "farcaster" && step.farcaster.status === "verifying");
      if (step.name === "wallets" && state.mode === "link") return walletSignedIn(state, null, event.alreadyLinked);
      if (!waiting || state.mode !== "link") return stay;
      return {
        state: {
          ...state,
          history: [],
          signedIn: { hasAcceptedTerms: true, isNewUser: false },
          step: { name: "success", linked: true },
        },
        effects: [...cancelCodeTimers, { type: "startTimer", id: "postLogin", ms: SUCCESS_AUTO_CLOSE_MS }],
      };
    }
    case "walletCreationStarted":
      if (!state.walletCreationPending) return stay;
      return { state: { ...state, step: { name: "createWallet" } }, effects: [] };
    case "walletCreated":
      if ((step.name !== "createWallet" && !state.walletCreationPending) || !state.signedIn) return stay;
      return continuePostLogin({ ...state, createEmbeddedWallet: false, walletCreationPending: false }, state.signedIn);
    case "walletCreationFailed":
      if (step.name !== "createWallet" && !state.walletCreationPending) return stay;
      return walletCreationFailed(state, event.error);
    case "acceptTerms":
      if (step.name !== "terms" || step.status !== "idle") return stay;
      return { state: { ...state, step: { name: "terms", status: "accepting" } }, effects: [{ type: "acceptTerms" }] };
    case "termsAccepted":
      if (step.name !== "terms" || !state.signedIn) return stay;
      return continuePostLogin(state, { ...state.signedIn, hasAcceptedTerms: true });
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
      switch (event.id) {
        case "postLogin": {
          if (!state.signedIn) return stay;
          if (
            step.name === "success" ||
            (step.name === "wallets" && step.flow.stage === "done" && state.mode === "link")
          ) {
            return { state, effects: closeSignedIn(state) };
          }
          const decision = decidePostLogin({
            requireTermsAcceptance: state.requireTermsAcceptance,
            hasAcceptedTerms: state.signedIn.hasAcceptedTerms,
            createEmbeddedWallet: state.createEmbeddedWallet,
          });
          const statusStep =
            step.name === "code" ||
            step.name === "passkey" ||
            step.name === "oauth" ||
            step.name === "telegram" ||
            step.name === "farcaster" ||
            step.name === "wallets";
          if (decision.next === "close" && step.name === "wallets") return { state, effects: closeSignedIn(state) };
          if (decision.next === "terms" && statusStep) {
            return { state: { ...state, step: { name: "terms", status: "idle" } }, effects: [] };
          }
          if (
            decision.next === "createWallet" &&
            (statusStep || step.name === "terms") &&
            !state.walletCreationPending
          ) {
            // The screen changes on walletCreationStarted: a user who needs no wallet never sees "Creating your wallet".
            return { state: { ...state, walletCreationPending: true }, effects: [{ type: "createEmbeddedWallet" }] };
          }
          return stay;
        }
        case "codeErrorReset":
        case "resendCooldown":
        case "resendTick":
          return delegateCode(state, { type: "timer", id: event.id });
        case "transferClose":
        case "copyReset":
          return delegateTransfer(state, { type: "timer", id: event.id });
        case "walletSignDelay":
        case "walletStillHere":
        case "walletDone":
        case "walletRequestTimeout":
        case "walletCopyReset":
          return delegateWallet(state, { type: "timer", id: event.id });
        case "farcasterPoll":
        case "farcasterTimeout":
        case "farcasterCopied":
          return delegateFarcaster(state, { type: "timer", id: event.id });
        default:
          return delegateCaptcha(state, { type: "timer", id: event.id });
      }
    case "back":
      return back(state);
    case "retry":
      if (step.name !== "error") return stay;
      return state.history.length > 0 ? back(state) : transition(state, { type: "restart" });
    case "restart":
      if (state.signedIn) return stay;
      return {
        state: {
          ...state,
          step: state.connectWalletOnly
            ? walletStep("connect", state.mobile)
            : startStep(state.mode, state.linkMethod, state.oauthProvider, state.mobile),
          history: [],
        },
        effects: cancelTimersOf(step),
      };
    case "close":
      return close(state);
  }
}

/** Runs an event through the wallet flow and carries its effects out in login terms. */
function delegateWallet(state: LoginState, event: WalletFlowEvent): LoginTransition {
  const step = state.step;
  if (step.name !== "wallets") return { state, effects: [] };
  const result = walletConnectMachine.transition(step.flow, event);
  let out: LoginTransition = { state: { ...state, step: { ...step, flow: result.state } }, effects: [] };
  for (const effect of result.effects) {
    switch (effect.type) {
      case "connect":
      case "signIn":
      case "openUrl":
        out.effects.push({ type: "wallet", effect });
        break;
      case "startTimer":
      case "cancelTimer":
      case "reportError":
        out.effects.push(effect);
        break;
      case "finish":
        if (effect.outcome === "exit") {
          out = out.state.history.length > 0 ? backInHistory(out.state) : close(out.state);
        } else if (effect.outcome === "gated") {
          out = toError(out.state, effect.error, out.effects);
        } else if (effect.outcome === "connected") {
          const signedIn: SignedIn = { hasAcceptedTerms: true, isNewUser: false };
          out = { state: { ...out.state, signedIn }, effects: [...out.effects, ...closeSignedIn(out.state)] };
        }
        // "signedIn" / "linked" are driven by the login flow's own `authenticated` / `linked` events.
        break;
    }
  }
  return out;
}

/**
 * The wallet signed in (or was linked: `signedIn` null): the status screen shows its success, and the
 * post-login pipeline runs from there (terms, embedded wallet, or close after the success delay).
 */
function walletSignedIn(state: LoginState, signedIn: SignedIn | null, alreadyLinked = false): LoginTransition {
  const step = state.step;
  if (step.name !== "wallets") return { state, effects: [] };
  const flow = walletConnectMachine.transition(step.flow, {
    type: "signedIn",
    attempt: step.flow.attempt,
    alreadyLinked,
  });
  if (flow.state.stage !== "done") return { state, effects: [] };
  // The flow's own close timer is replaced by the login flow's post-login timer.
  const base: LoginState = { ...state, history: [], step: { ...step, flow: flow.state } };
  const timers: LoginEffect[] = [
    { type: "cancelTimer", id: "walletDone" },
    { type: "cancelTimer", id: "walletStillHere" },
    { type: "cancelTimer", id: "walletRequestTimeout" },
  ];
  if (!signedIn) {
    return {
      state: { ...base, signedIn: { hasAcceptedTerms: true, isNewUser: false } },
      effects: [...timers, { type: "startTimer", id: "postLogin", ms: SUCCESS_AUTO_CLOSE_MS }],
    };
  }
  const decision = decidePostLogin({
    requireTermsAcceptance: state.requireTermsAcceptance,
    hasAcceptedTerms: signedIn.hasAcceptedTerms,
    createEmbeddedWallet: state.createEmbeddedWallet,
  });
  return {
    state: { ...base, signedIn },
    effects: [...timers, { type: "startTimer", id: "postLogin", ms: decision.delayMs }],
  };
}

/** Remembers the wallet client and chain of a wallet sign-in for the "Recent" / "Last used" chips. */
function rememberWallet(state: LoginState): LoginEffect[] {
  const step = state.step;
  const choice = step.name === "wallets" ? step.flow.choice : null;
  if (!choice || state.connectWalletOnly) return [];
  return [
    { type: "rememberLogin", method: "wallet", walletClientType: choice.walletClientType, chainType: choice.chain },
  ];
}

/** Timers a step leaves running that must stop when it is left (Back, restart). */
function cancelTimersOf(step: LoginStep): LoginEffect[] {
  if (step.name === "code") return cancelCodeTimers;
  if (step.name === "captcha") return cancelCaptcha;
  if (step.name === "farcaster") return FARCASTER_TIMERS.map((id) => ({ type: "cancelTimer", id }));
  return [];
}

/**
 * Runs the Farcaster machine inside the farcaster step: its timers and copy become login effects, its calls a
 * `farcaster` effect. A refused verification that has its own screen (allowlist, user cap, account transfer,
 * account not found) goes there; other failures stay on the Farcaster screen with Retry.
 */
function delegateFarcaster(state: LoginState, event: FarcasterEvent): LoginTransition {
  const step = state.step;
  if (step.name !== "farcaster") return { state, effects: [] };
  if (event.type === "verifyFailed" && step.farcaster.status === "verifying") {
    if (routeSignInError(event.error).name !== "error") {
      return toError({ ...state, step: { ...step, farcaster: farcasterMachine.initial() } }, event.error);
    }
  }
  const next = farcasterMachine.transition(step.farcaster, event);
  const action = state.mode === "link" ? "link" : "login";
  const via = action === "login" && state.disableSignup ? { mode: "no-signup" as const } : {};
  const effects: LoginEffect[] = next.effects.map((effect): LoginEffect => {
    if (effect.type === "startTimer" || effect.type === "cancelTimer" || effect.type === "copy") return effect;
    return { type: "farcaster", effect, action, ...via };
  });
  if (next.state.status === "failed" && step.farcaster.status !== "failed" && next.state.error) {
    effects.push({ type: "reportError", error: next.state.error });
  }
  return { state: { ...state, step: { ...step, farcaster: next.state } }, effects };
}

/** The login (modal routing) machine. */
export const loginMachine = { initial, transition };
