import type { User } from "@foyer/core";
import { useFoyerSnapshot, useFoyerStore } from "../provider/useFoyerStore.ts";

export interface UseFoyer {
  /** False until the stored session has been restored (or found absent). */
  ready: boolean;
  authenticated: boolean;
  user: User | null;
  /** Opens the login modal. */
  login(): void;
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
  return { ready, authenticated, user, login: store.login, logout: store.logout, getAccessToken: store.getAccessToken };
}
