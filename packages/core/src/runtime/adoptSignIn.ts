import type { SessionManager } from "../session/createSessionManager.ts";
import type { AuthResult, User } from "../types.ts";
import type { LoginListener, LoginResult, SignInReport } from "./FoyerStore.ts";

/** Calls every listener, one failing callback not stopping the others (a host's bug stays the host's). */
export function emitTo<L>(listeners: Iterable<L>, what: string, call: (listener: L) => void): void {
  for (const listener of [...listeners]) {
    try {
      call(listener);
    } catch (error) {
      console.error(`[foyer] a ${what} callback threw`, error);
    }
  }
}

/**
 * The store's `adoptSignIn` and `adoptUser`: the one place a session is stored and the snapshot updated after a
 * sign-in (before, each hook and flow wrote `setSession` and its own report).
 *
 * @example const adopt = createSignInAdopter(session, changed, loginListeners); await adopt.adoptSignIn(result, { loginMethod: "guest" });
 */
export function createSignInAdopter(
  session: SessionManager,
  changed: () => void,
  loginListeners: Iterable<LoginListener>,
): {
  adoptSignIn(result: AuthResult, report?: SignInReport): Promise<LoginResult>;
  adoptUser(user: User): User;
} {
  return {
    async adoptSignIn(result, report) {
      await session.setSession(result);
      changed();
      const outcome: LoginResult = {
        user: result.user,
        isNewUser: result.isNewUser,
        wasAlreadyAuthenticated: false,
        loginMethod: report?.loginMethod ?? null,
      };
      if (report?.listener) report.listener.onComplete?.(outcome);
      else if (report) emitTo(loginListeners, "login", (l) => l.onComplete?.(outcome));
      return outcome;
    },
    adoptUser(user) {
      session.setUser(user);
      changed();
      return user;
    },
  };
}
