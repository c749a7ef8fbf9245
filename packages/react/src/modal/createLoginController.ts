import {
  type LoginEffect,
  type LoginEvent,
  type LoginState,
  type LoginTimerId,
  loginMachine,
  type User,
} from "@foyer/core";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { toFlowError } from "../provider/toFlowError.ts";
import { writeRecentLogin } from "../screens/login/recentLogin.ts";

export interface LoginController {
  getState(): LoginState;
  subscribe(listener: () => void): () => void;
  send(event: LoginEvent): void;
  /** The code input registers how to focus box `index`; a focus requested before that is replayed. */
  registerFocus(focus: ((index: number) => void) | null): void;
  dispose(): void;
}

/**
 * Hosts the login machine for one opening of the modal: keeps its state, runs its effects
 * (API calls, timers, focus, storage) and feeds the results back as events.
 */
export function createLoginController(
  store: FoyerStore,
  options: { requireTermsAcceptance: boolean },
): LoginController {
  let state = loginMachine.initial(options);
  const listeners = new Set<() => void>();
  const timers = new Map<LoginTimerId, ReturnType<typeof setTimeout>>();
  let focus: ((index: number) => void) | null = null;
  let pendingFocus: number | null = null;
  let signedIn: { user: User; isNewUser: boolean } | null = null;
  let disposed = false;

  const cancel = (id: LoginTimerId) => {
    const handle = timers.get(id);
    if (handle !== undefined) clearTimeout(handle);
    timers.delete(id);
  };

  function run(effect: LoginEffect): void {
    switch (effect.type) {
      case "sendCode":
        store.api.passwordless.init({ email: effect.email }).then(
          () => send(effect.resend ? { type: "resendSucceeded" } : { type: "codeSent" }),
          (error: unknown) => {
            const flowError = toFlowError(error);
            send(
              effect.resend ? { type: "resendFailed", error: flowError } : { type: "sendCodeFailed", error: flowError },
            );
          },
        );
        return;
      case "authenticate":
        store.api.passwordless.authenticate({ email: effect.email, code: effect.code }).then(
          async (result) => {
            if (disposed) return;
            await store.session.setSession(result);
            signedIn = { user: result.user, isNewUser: result.isNewUser };
            send({
              type: "authenticated",
              hasAcceptedTerms: result.user.hasAcceptedTerms,
              isNewUser: result.isNewUser,
            });
          },
          (error: unknown) => send({ type: "authenticateFailed", error: toFlowError(error) }),
        );
        return;
      case "startTimer":
        cancel(effect.id);
        timers.set(
          effect.id,
          setTimeout(() => {
            timers.delete(effect.id);
            send({ type: "timer", id: effect.id });
          }, effect.ms),
        );
        return;
      case "cancelTimer":
        cancel(effect.id);
        return;
      case "focusBox":
        if (focus) focus(effect.index);
        else pendingFocus = effect.index;
        return;
      case "acceptTerms":
        store.api.users.acceptTerms().then(
          async (user) => {
            if (signedIn) signedIn = { ...signedIn, user };
            await store.session.refreshUser().catch(() => {});
            send({ type: "termsAccepted" });
          },
          (error: unknown) => send({ type: "termsFailed", error: toFlowError(error) }),
        );
        return;
      case "logout":
        void store.logout().catch(() => {});
        return;
      case "rememberLogin":
        writeRecentLogin(store.appId, { accountType: effect.method });
        return;
      case "reportError":
        store.reportLoginError(effect.error.code);
        return;
      case "close":
        dispose();
        if (effect.outcome === "success" && signedIn) {
          store.finishLogin({ result: { ...signedIn, loginMethod: "email" } });
        } else {
          store.finishLogin({ error: "exited_auth_flow" });
        }
        return;
    }
  }

  function send(event: LoginEvent): void {
    if (disposed) return;
    const result = loginMachine.transition(state, event);
    if (result.state !== state) {
      state = result.state;
      for (const listener of [...listeners]) listener();
    }
    for (const effect of result.effects) run(effect);
  }

  function dispose(): void {
    disposed = true;
    for (const handle of timers.values()) clearTimeout(handle);
    timers.clear();
    listeners.clear();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    registerFocus(next) {
      focus = next;
      if (next && pendingFocus !== null) {
        const index = pendingFocus;
        pendingFocus = null;
        next(index);
      }
    },
    dispose,
  };
}
