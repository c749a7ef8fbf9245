import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { CaptchaStepPart } from "./captchaStep.ts";
import { decidePostLogin } from "./decidePostLogin.ts";
import { freshForm } from "./freshForm.ts";
import { gateStepOf } from "./gateStep.ts";
import { type LoginKit, type LoginMethodDefinition, type LoginStart, ownerOf } from "./LoginMethodDefinition.ts";
import type {
  LoginEffect,
  LoginEvent,
  LoginOptions,
  LoginState,
  LoginStep,
  LoginTransition,
  SignedIn,
} from "./loginTypes.ts";

/** The login machine: its `initial` and pure `transition`. */
export interface LoginMachine {
  initial(options: LoginOptions): LoginState;
  transition(state: LoginState, event: LoginEvent): LoginTransition;
  /** The methods it was built with. */
  methods: readonly LoginMethodDefinition[];
}

/**
 * Builds the login (modal routing) machine over a list of method definitions. It owns only the shared steps:
 * the landing and overflow screens, the captcha step, error routing to the gates and the account transfer,
 * when the post-login pipeline's steps come, success and close. Every other event goes to the methods in turn (the
 * account transfer's screen events and a link's "linked": `accountTransferStep`, a part in the list, loaded as a link
 * opening starts; and the
 * terms and wallet-creation screens, their events and their turn on the post-login timer: `postLoginSteps`,
 * loaded for the apps that show them).
 * `captcha` is the captcha step (`captchaStepPart` of `@foyer/core/login/captcha`), needed only when
 * `captchaEnabled`: without it a captcha-protected call ends on the error screen.
 */
export function createLoginMachine(
  methods: readonly LoginMethodDefinition[],
  captcha: CaptchaStepPart | null = null,
): LoginMachine {
  const kit: LoginKit = {
    transition,
    go,
    toError,
    isGatingError: (error) => errorStepOf(error).name !== "error",
    methods,
    postLoginDecision: decisionFor,
    showsResult: (state) => ownerOf(methods, state.step)?.showsResult?.(state) ?? false,
    continuePostLogin,
    closeSignedIn,
    backInHistory,
    close: (state) => transition(state, { type: "close" }),
    startCaptcha: (state, request, options) =>
      captcha
        ? captcha.start(state, request, options?.keep, methods, kit)
        : toError(state, {
            code: "captcha_failure",
            message: "The captcha step is not loaded.",
            status: null,
          }),
    startStep: (state) => startOf(state),
  };

  function startStep(start: LoginStart): LoginStep {
    if (start.mode === "login" && !start.connectWalletOnly) return { name: "landing", form: freshForm() };
    const linking = start.mode === "link" && !start.connectWalletOnly;
    for (const method of methods) {
      if (linking && method.linkStep && method.linkMethod === start.linkMethod) return method.linkStep(start);
      const step = method.start?.(start);
      if (step) return step;
    }
    return { name: "landing", form: freshForm() };
  }

  /** The step a fresh flow starts on, read from the state (and from the opening's options as it opens). */
  function startOf(state: LoginState, options?: LoginOptions): LoginStep {
    return startStep({
      ...state,
      linkProvider: state.oauthProvider,
      mobile: !!state.mobile,
      connectWalletOnly: !!state.connectWalletOnly,
      options,
    });
  }

  function initial(options: LoginOptions): LoginState {
    const landing = (): LoginState => {
      const mode = options.mode ?? "login";
      const linkMethod = options.linkMethod ?? "email";
      const state = {
        mode,
        linkMethod,
        method: mode === "link" ? (methods.find((m) => m.linkMethod === linkMethod)?.id ?? "email") : "email",
        captchaEnabled: !!options.captchaEnabled,
        captchaUserIntentRequired: options.captchaUserIntentRequired,
        disableSignup: !!options.disableSignup,
        createEmbeddedWallet: !!options.createEmbeddedWallet,
        history: [],
        requireTermsAcceptance: options.requireTermsAcceptance,
        signedIn: null,
        oauthProvider: options.linkProvider,
        mobile: options.mobile,
      } as Omit<LoginState, "step"> as LoginState;
      return { ...state, step: startOf(state, options) };
    };
    for (const method of methods) {
      const opened = method.initial?.(options, landing);
      if (opened) return opened;
    }
    return landing();
  }

  /** A step as it should look when returned to: nothing in flight, no stale errors. */
  function settle(step: LoginStep): LoginStep {
    if (step.name === "landing") return { ...step, form: { ...step.form, status: "idle" } };
    return ownerOf(methods, step)?.settle?.(step) ?? step;
  }

  /** Timers a step leaves running that must stop when it is left (Back, restart). */
  function cancelTimersOf(step: LoginStep): LoginEffect[] {
    if (step.name === "captcha") return captcha?.cancel ?? [];
    return ownerOf(methods, step)?.cancelTimers?.(step) ?? [];
  }

  function go(state: LoginState, step: LoginStep, effects: LoginEffect[] = []): LoginTransition {
    return { state: { ...state, step, history: [...state.history, settle(state.step)] }, effects };
  }

  /** Sign-in error routing (spec 000 §4): a part's step for the error (the account transfer's), else the gates'. */
  function errorStepOf(error: FlowError): LoginStep {
    for (const method of methods) {
      const step = method.errorStep?.(error);
      if (step) return step;
    }
    return gateStepOf(error);
  }

  function toError(state: LoginState, error: FlowError, extra: LoginEffect[] = []): LoginTransition {
    const step = errorStepOf(error);
    // The transfer screen is a choice, not a failure: the host hears of it only if the user walks away.
    const report: LoginEffect[] = step.name === "accountTransfer" ? [] : [{ type: "reportError", error }];
    return go(state, step, [...extra, ...report]);
  }

  /** The post-login pipeline's next step for this opening and sign-in. */
  function decisionFor(state: LoginState, signedIn: SignedIn) {
    return decidePostLogin({ ...state, ...signedIn });
  }

  /** Moves the post-login pipeline on: terms, embedded wallet, or success and close. */
  function continuePostLogin(state: LoginState, signedIn: SignedIn): LoginTransition {
    const decision = decisionFor(state, signedIn);
    const timer: LoginEffect = { type: "startTimer", id: "postLogin", ms: decision.delayMs };
    if (decision.next === "close")
      return { state: { ...state, signedIn, step: { name: "success" } }, effects: [timer] };
    // The current screen (code done, terms) stays until the next step appears.
    return { state: { ...state, signedIn }, effects: [timer] };
  }

  /**
   * Closing signed in: the method is remembered for the "Recent" chip only now, on a completed sign-in (by default
   * as the account type of its own name).
   */
  function closeSignedIn(state: LoginState): LoginEffect[] {
    const method = methods.find((m) => m.id === state.method);
    const remember: LoginEffect[] =
      state.mode !== "login"
        ? []
        : (method?.remember?.(state) ?? [{ type: "rememberLogin", accountType: state.method }]);
    return [...remember, { type: "close", outcome: "success" }];
  }

  function backInHistory(state: LoginState): LoginTransition {
    const previous = state.history.at(-1);
    if (!previous || state.signedIn) return { state, effects: [] };
    const effects = cancelTimersOf(state.step);
    return { state: { ...state, step: previous, history: state.history.slice(0, -1) }, effects };
  }

  /**
   * Closing: an exit, or signed in, the sign-in stands (success, a wallet being created). The methods see "close"
   * first: the post-login part declines the required terms when they are what is left.
   */
  function close(state: LoginState): LoginTransition {
    return {
      state,
      effects: state.signedIn
        ? [{ type: "cancelTimer", id: "postLogin" }, ...closeSignedIn(state)]
        : [...cancelTimersOf(state.step), { type: "close", outcome: "exited" }],
    };
  }

  /**
   * The post-login timer: close, from the success step or a step its method closes from; null otherwise (the
   * post-login part, `postLoginSteps`, owns the timer's other outcomes: the terms screen, the wallet's creation).
   */
  function postLogin(state: LoginState): LoginTransition | null {
    const signedIn = state.signedIn;
    const closes =
      signedIn &&
      (state.step.name === "success" ||
        ownerOf(methods, state.step)?.closesAfterSignIn?.(state, decisionFor(state, signedIn).next));
    return closes ? { state, effects: closeSignedIn(state) } : null;
  }

  function transition(state: LoginState, event: LoginEvent): LoginTransition {
    const stay: LoginTransition = { state, effects: [] };
    const step = state.step;
    const captchaStep = captcha?.transition(state, event, methods, kit);
    if (captchaStep) return captchaStep;
    switch (event.type) {
      case "openMoreOptions":
        return step.name === "landing" ? go(state, { name: "moreOptions" }) : stay;
      case "authenticated":
        return (
          ownerOf(methods, step)?.authenticated?.(
            state,
            { hasAcceptedTerms: event.hasAcceptedTerms, isNewUser: event.isNewUser },
            kit,
          ) ?? stay
        );
      case "timer": {
        const owner = methods.find((m) => m.timers?.includes(event.id));
        return (event.id === "postLogin" ? postLogin(state) : null) ?? owner?.transition(state, event, kit) ?? stay;
      }
      case "back":
        return ownerOf(methods, step)?.back?.(state, kit) ?? backInHistory(state);
      case "retry":
        if (step.name !== "error") return stay;
        return state.history.length > 0 ? backInHistory(state) : transition(state, { type: "restart" });
      case "restart":
        if (state.signedIn) return stay;
        return { state: { ...state, step: kit.startStep(state), history: [] }, effects: cancelTimersOf(step) };
    }
    for (const method of methods) {
      const out = method.transition(state, event, kit);
      if (out) return out;
    }
    return event.type === "close" ? close(state) : stay;
  }

  return { initial, transition, methods };
}
