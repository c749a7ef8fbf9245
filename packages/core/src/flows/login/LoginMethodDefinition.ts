import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { PostLoginDecision } from "./decidePostLogin.ts";
import type {
  CaptchaRequest,
  LinkMethod,
  LoginEffect,
  LoginEvent,
  LoginOptions,
  LoginState,
  LoginStep,
  LoginTransition,
  SignedIn,
} from "./loginTypes.ts";

/** Where a flow starts: read from the options when the modal opens, from the state on "restart". */
export interface LoginStart {
  mode: "login" | "link";
  linkMethod: LinkMethod;
  linkProvider?: string;
  mobile: boolean;
  connectWalletOnly: boolean;
  options?: LoginOptions;
}

/**
 * The shared steps a method's definition calls into: navigation, error routing, the captcha step and the
 * post-login pipeline. A method never writes these itself, so every method gates, captchas and finishes alike.
 */
export interface LoginKit {
  /** The whole machine (a method may re-enter it, e.g. "restart"). */
  transition(state: LoginState, event: LoginEvent): LoginTransition;
  /** On to `step`, the current one kept (settled) for Back. */
  go(state: LoginState, step: LoginStep, effects?: LoginEffect[]): LoginTransition;
  /** Sign-in error routing (spec 000 §4): a gate's screen, the account transfer, or the error screen. */
  toError(state: LoginState, error: FlowError, extra?: LoginEffect[]): LoginTransition;
  /**
   * The error has a screen of its own (a gate or the account transfer), not the method's Retry. On the kit so
   * that a method loaded apart (Farcaster) does not put the routing and the transfer machine on its path.
   */
  isGatingError(error: FlowError): boolean;
  /** Link mode: the account was added; the success step ("The account was added"), then close (`effects` first). */
  linkedSuccess(state: LoginState, effects?: LoginEffect[]): LoginTransition;
  /**
   * The pipeline's next step after this sign-in (decidePostLogin): which, and how long the current screen shows the
   * sign-in's result first.
   */
  postLoginDecision(state: LoginState, signedIn: SignedIn): PostLoginDecision;
  /** The current step's method shows a sign-in's result on it (`showsResult`). */
  showsResult(state: LoginState): boolean;
  /** A sign-in succeeded on the current step: terms, embedded wallet, or success and close. */
  continuePostLogin(state: LoginState, signedIn: SignedIn): LoginTransition;
  /** The effects of closing signed in: the method remembered for the "Recent" chip, then close. */
  closeSignedIn(state: LoginState): LoginEffect[];
  backInHistory(state: LoginState): LoginTransition;
  /** The modal's close, as the "close" event. */
  close(state: LoginState): LoginTransition;
  /**
   * The captcha step before a protected call: `resumeAfterCaptcha` / `leaveCaptcha` of the method carry on.
   * `keep`: the current step is kept as it is for the return (a call in the middle of a flow), not settled.
   */
  startCaptcha(state: LoginState, request: CaptchaRequest, options?: { keep?: boolean }): LoginTransition;
  /** The step a fresh flow of this opening starts on (landing, or the linked method's input). */
  startStep(state: LoginState): LoginStep;
}

/**
 * One login method in the modal's machine: its steps, the events it answers, what its steps look like when
 * returned to, and how a sign-in on its steps ends. Registered in a list (`builtinLoginMethods`, or the
 * host's extra methods); the login machine loops over the list and names no method.
 */
export interface LoginMethodDefinition {
  /** The method id (`LoginState.method` while it runs; remembered for the "Recent" chip as `remember` says). */
  id: string;
  /** The step names this method owns (its screens). */
  steps: readonly string[];
  /** The timer ids this method owns. */
  timers?: readonly string[];
  /** The link-mode account kind this method adds (its input is where a link flow starts). */
  linkMethod?: LinkMethod;
  /** The opening state when the options ask for this method at once (OAuth redirect back, connect-only). */
  initial?(options: LoginOptions, landing: () => LoginState): LoginState | null;
  /**
   * The first step of a link flow for its `linkMethod` (its input), the one data a link start needs: the machine
   * checks the mode, so a method loaded apart needs no helper from the machine's files for it (issue 19).
   */
  linkStep?(start: LoginStart): LoginStep;
  /** The first step of another flow that starts on this method (connect-only), or null (see `linkStart`). */
  start?(start: LoginStart): LoginStep | null;
  /** Handles an event: null when the event is not this method's. */
  transition(state: LoginState, event: LoginEvent, kit: LoginKit): LoginTransition | null;
  /** Its step as it should look when returned to: nothing in flight, no stale errors. */
  settle?(step: LoginStep): LoginStep;
  /** Timers its step leaves running that must stop when it is left (Back, restart, close). */
  cancelTimers?(step: LoginStep): LoginEffect[];
  /** A sign-in finished (session stored) while its step shows: the step's done state, then the pipeline. */
  authenticated?(state: LoginState, signedIn: SignedIn, kit: LoginKit): LoginTransition | null;
  /** Link mode: the account was linked while its step shows (null: not waiting for it). */
  linked?(state: LoginState, alreadyLinked: boolean, kit: LoginKit): LoginTransition | null;
  /** Back on its step (default: the previous step). */
  back?(state: LoginState, kit: LoginKit): LoginTransition | null;
  /** Its step shows a sign-in's result while the post-login pipeline decides (terms, wallet creation). */
  showsResult?(state: LoginState): boolean;
  /** On the post-login timer: the modal closes from this step (link done, wallet status screen). */
  closesAfterSignIn?(state: LoginState, next: "terms" | "createWallet" | "close"): boolean;
  /** The "Recent" chip entry when the modal closes signed in with this method ([]: never remembered). */
  remember?(state: LoginState): LoginEffect[];
  /** The captcha this method asked for is solved: make the protected call with `token`. */
  resumeAfterCaptcha?(state: LoginState, token: string | null, kit: LoginKit): LoginTransition;
  /** The captcha is over (its call done, or failed with a non-captcha error): leave the captcha step. */
  leaveCaptcha?(state: LoginState, error: FlowError | null, kit: LoginKit): LoginTransition;
  /**
   * The step a sign-in error leads to when routing it is this part's (the account transfer's 409), before the
   * gates' table; null for the others.
   */
  errorStep?(error: FlowError): LoginStep | null;
  /** Maps this method's call answers to the captcha's callback while the captcha step waits for them. */
  captchaAnswer?(event: LoginEvent): { ok: true } | { ok: false; error: FlowError } | null;
}

/** The definition owning `step`, if any. */
export function ownerOf(methods: readonly LoginMethodDefinition[], step: LoginStep): LoginMethodDefinition | undefined {
  if (step.name === "captcha") return methods.find((m) => m.id === step.method);
  return methods.find((m) => m.steps.includes(step.name));
}

/**
 * A `start` for a method whose link flow begins on `make`'s step (and that starts no other flow); the same as
 * declaring `linkMethod` and `linkStep: make`, which the built-in methods do.
 */
export function linkStart(
  linkMethod: LinkMethod,
  make: (start: LoginStart) => LoginStep,
): (start: LoginStart) => LoginStep | null {
  return (start) =>
    start.mode === "link" && !start.connectWalletOnly && start.linkMethod === linkMethod ? make(start) : null;
}
