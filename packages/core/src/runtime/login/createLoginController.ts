import type { CaptchaProvider as CaptchaProviderName } from "../../api/wire.ts";
import { createMachineRunner } from "../../client/machine/createMachineRunner.ts";
import { toFlowError } from "../../errors/FoyerError.ts";
// From its file, not the `@foyer/core/login` barrel: the barrel re-exports the lazily loaded methods, and esbuild
// puts every file an imported module re-exports on the importer's path (issue 19).
import { createLoginMachine } from "../../flows/login/createLoginMachine.ts";
import type { LoginEffect, LoginEvent, LoginMethodDefinition, LoginOptions, LoginState } from "../../loginEntry.ts";
import type { AuthResult, User } from "../../types.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { definitionOf, loadDefinition, loadedCaptchaPart, machineParts } from "./loadLoginMethods.ts";
import type { LoginRunContext, RuntimeLoginMethod } from "./RuntimeLoginMethod.ts";
import { writeRecentLogin } from "./recentLogin.ts";

export interface LoginController<Method extends RuntimeLoginMethod<never> = RuntimeLoginMethod> {
  getState(): LoginState;
  subscribe(listener: () => void): () => void;
  send(event: LoginEvent): void;
  /** The login methods of this opening (built-in and the host's), in registry order. */
  readonly methods: readonly Method[];
  dispose(): void;
}

/**
 * Hosts the login machine for one opening of the modal: keeps its state, runs its effects
 * (API calls, timers, focus, storage) and feeds the results back as events.
 */
export interface LoginControllerOptions extends Omit<LoginOptions, "createEmbeddedWallet"> {
  /** Which captcha provider solves (when `captchaEnabled`); default ALTCHA. */
  captcha?: { provider: CaptchaProviderName; siteKey: string | null };
  /**
   * Post-login hook of the embedded-wallet issue: creates the wallets this user needs, calling
   * `onStart` just before the first one is really created (the "Creating your wallet" screen shows then).
   */
  createEmbeddedWallet?: (onStart: () => void) => Promise<void>;
  /**
   * The entries the opening's screens may offer: the app's login methods, and "customOAuth", "crossApp", "sso"
   * when it shows those. A lazily loaded method drawn by one of them loads before the opening starts
   * (`neededFor`), so its click runs in the click's own task (popups, WebAuthn) without waiting for a chunk.
   */
  offered?: readonly string[];
  /** Link mode as an update: the email address / phone number being replaced by the one entered. */
  replacing?: string;
}

/**
 * The login machine's interpreter for one opening: `methods` are the UI layer's login methods (built-in and the
 * host's), whose runners it calls with a `LoginRunContext` over `store`.
 */
export function createLoginController<Store extends FoyerStore, Method extends RuntimeLoginMethod<Store>>(
  store: Store,
  options: LoginControllerOptions,
  methods: readonly Method[],
): LoginController<Method> {
  // The machine reads this list on every event: a lazy method's definition joins it once loaded.
  const definitions: LoginMethodDefinition[] = [...methods, ...machineParts].flatMap((m) => definitionOf(m) ?? []);
  // The captcha part is loaded before an opening of an app with a captcha starts (loadNeededMethods).
  const captcha = loadedCaptchaPart();
  const machine = createLoginMachine(definitions, captcha?.captchaStepPart);
  const runner = createMachineRunner<LoginState, LoginEvent, LoginEffect>({
    initial: machine.initial(options),
    transition: machine.transition,
    run,
  });
  const { send: sendNow } = runner;
  const joining = new Map<RuntimeLoginMethod<never>, Promise<void>>();
  /**
   * Adds a lazy method's definition to the machine's list, loading it first when it is not at hand (one load per
   * method, so events that wait for it are sent in their order).
   */
  const join = (method: RuntimeLoginMethod<never>): Promise<void> => {
    let joined = joining.get(method);
    if (!joined) {
      joined = loadDefinition(method).then((definition) => {
        if (!definitions.includes(definition)) definitions.push(definition);
      });
      joining.set(method, joined);
      // A failed load may be tried again by the next event.
      joined.catch(() => joining.delete(method));
    }
    return joined;
  };
  const joined = (method: RuntimeLoginMethod<never>): boolean => {
    const definition = definitionOf(method);
    return definition !== undefined && definitions.includes(definition);
  };
  // The parts this opening needs (the post-login screens' for terms or wallet creation: the machine leaves their
  // turn on the post-login timer to them; the account transfer's for a link, which routes its 409). loadNeededMethods
  // loads the first before the opening starts, the second loads now; while one is not at hand, every event waits.
  const needed = machineParts.filter((part) => part.neededFor?.(options) || part.joinsFor?.(options));
  for (const part of needed) join(part).catch(() => {});
  /** Sends `event`, first loading the lazy method it starts (e.g. the wallet list's machines). */
  function send(event: LoginEvent): void {
    const method = [...methods, ...machineParts].find(
      (m) => (needed.includes(m) || m.events?.includes(event.type)) && !joined(m),
    );
    if (!method) {
      sendNow(event);
      return;
    }
    join(method).then(
      () => {
        if (!runner.disposed) sendNow(event);
      },
      (error: unknown) => {
        store.reportLoginError(toFlowError(error).code);
        // The user can always close: a part that cannot load (offline) has drawn no screen of its own, so the
        // machine's own close is the right one; every other event waits for the next try.
        if (event.type === "close" && !runner.disposed) sendNow(event);
      },
    );
  }
  const state = runner.getState;
  let signedIn: Omit<AuthResult, "accessToken" | "refreshToken"> | null = null;

  /** Adopts a sign-in: the session stored, the user kept for the host's callback, the machine told. */
  async function signIn(result: AuthResult): Promise<void> {
    if (runner.disposed) return;
    await store.adoptSignIn(result);
    // The host's onComplete gets the rest (user, isNewUser, an OAuth sign-in's oauthTokens), never the session.
    const { accessToken: _access, refreshToken: _refresh, ...kept } = result;
    signedIn = kept;
    send({ type: "authenticated", hasAcceptedTerms: result.user.hasAcceptedTerms, isNewUser: result.isNewUser });
  }

  function linked(user: User, alreadyLinked = false): void {
    if (runner.disposed) return;
    signedIn = { user, isNewUser: false };
    send(alreadyLinked ? { type: "linked", alreadyLinked: true } : { type: "linked" });
  }

  const context: LoginRunContext<Store> = {
    store,
    options,
    send,
    state,
    disposed: () => runner.disposed,
    onDispose: runner.onDispose,
    signIn,
    linked,
    settle(outcome, onError = (error) => send({ type: "externalFailed", error: toFlowError(error) })) {
      outcome.then(
        (done) => (done.kind === "linked" ? linked(done.user, done.alreadyLinked) : signIn(done.result)),
        onError,
      );
    },
    methods,
    updateUser(user) {
      signedIn = { isNewUser: false, ...signedIn, user };
    },
  };

  /**
   * The runner of the method or part (captcha, post-login, transfer) that carries out effects of type `type`; the
   * parts are the runtime's own and take any store's context.
   */
  const runnerOf = (type: string) =>
    [...methods, ...machineParts, captcha].find((m) => m?.run?.[type])?.run?.[type] as
      | ((effect: LoginEffect, ctx: LoginRunContext<Store>) => unknown)
      | undefined;

  function run(effect: Exclude<LoginEffect, { type: "startTimer" | "cancelTimer" }>): void {
    switch (effect.type) {
      case "rememberLogin": {
        const { type: _, ...entry } = effect;
        writeRecentLogin(store.appId, entry);
        return;
      }
      case "reportError":
        // Connect-only openings report to useConnectWallet's callbacks, not to the login listeners.
        if (options.connectWalletOnly) store.reportWalletConnect({ error: effect.error.code });
        else store.reportLoginError(effect.error.code, effect.error.message);
        return;
      case "close":
        runner.dispose();
        // A method's runner of "close" sees it first and may end the opening itself (the wallet list's: connect-only,
        // onCompleteNavigateTo); otherwise the sign-in or link is the host's, or the opening's own exit by its mode
        // (FoyerStore.exitOpening).
        if (runnerOf("close")?.(effect, context)) return;
        if (effect.outcome === "success" && signedIn) {
          if (state().mode === "link") store.finishLink({ user: signedIn.user });
          else store.finishLogin({ result: { ...signedIn, loginMethod: state().method } });
        } else store.exitOpening();
        return;
      default:
        // A method's own effect: its runner carries it out.
        runnerOf(effect.type)?.(effect, context);
    }
  }

  for (const method of methods) method.opened?.(context);

  return {
    getState: runner.getState,
    subscribe: runner.subscribe,
    send,
    methods,
    dispose: runner.dispose,
  };
}
