import type { User } from "@foyer/core";
import type { LoginOptions } from "../provider/createFoyerStore.ts";
import { useFoyerSnapshot, useFoyerStore } from "../provider/useFoyerStore.ts";

export interface UseFoyer {
  /** False until the stored session has been restored (or found absent). */
  ready: boolean;
  authenticated: boolean;
  user: User | null;
  /** Opens the login modal; `{ disableSignup: true }` lets only existing users in ("Account not found" otherwise). */
  login(options?: LoginOptions): void;
  /**
   * Opens the modal in link mode: email → code → linked to the signed-in user (the user refreshes).
   * An email that belongs to another user offers the account transfer. Needs a session.
   */
  linkEmail(): void;
  /** Ends the session on the server and in every tab. */
  logout(): Promise<void>;
  /** A valid access token (refreshed when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
}

/**
 * Session state and actions of the nearest FoyerProvider.
 *
 * @example const { ready, authenticated, user, logout } = useFoyer();
 */
export function useFoyer(): UseFoyer {
  const store = useFoyerStore();
  const { ready, authenticated, user } = useFoyerSnapshot(store);
  return {
    ready,
    authenticated,
    user,
    login: store.login,
    linkEmail: store.linkEmail,
    logout: store.logout,
    getAccessToken: store.getAccessToken,
  };
}
