import type { ApiClient } from "../api/createApiClient.ts";
import { FoyerError } from "../errors/FoyerError.ts";
import { ACCESS_TOKEN_REFRESH_MARGIN_MS, STORAGE_PREFIX } from "../startupConstants.ts";
import type { AuthResult, User } from "../types.ts";
import { createTokenStore, type StorageLike } from "./createTokenStore.ts";
import { decodeJwtPayload, tokenExpiresAt } from "./decodeJwtPayload.ts";

/** Storage key of the access token. */
export const ACCESS_TOKEN_STORAGE_KEY = `${STORAGE_PREFIX}token`;
/** Storage key of the refresh token. */
export const REFRESH_TOKEN_STORAGE_KEY = `${STORAGE_PREFIX}refresh_token`;

/** Longest delay setTimeout accepts; later expiries are reached by re-arming. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/** What the UI renders; the object is replaced only when something changes (useSyncExternalStore-safe). */
export interface SessionState {
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
}

/** Subscribes to "another tab changed storage key `key`" (null key: storage cleared); returns an unsubscribe. */
export type StorageEventSubscriber = (listener: (key: string | null) => void) => () => void;

export interface SessionManagerOptions {
  api: Pick<ApiClient, "sessions" | "users">;
  /** Default: the browser's localStorage when available, else memory. null: memory only. */
  storage?: StorageLike | null;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Cross-tab notifications. Default: window "storage" events when a window exists. null: none. */
  onStorageEvent?: StorageEventSubscriber | null;
}

export interface SessionManager {
  /** The current state; the same object until something changes. */
  getState(): SessionState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Restores the session from storage (fetches the user or refreshes); safe to call more than once. */
  initialize(): Promise<void>;
  /** Adopts the tokens and user of a sign-in or refresh, stores them and schedules the next refresh. */
  setSession(result: AuthResult): void;
  /** Replaces the signed-in user (after a link, unlink or update answered with the new user). */
  setUser(user: User): void;
  /** A valid access token, refreshed first when near expiry; null when signed out. Never throws. */
  getAccessToken(): Promise<string | null>;
  /** Fetches the user again; null (and signed out) without a usable session. Throws when users/me fails transiently. */
  refreshUser(): Promise<User | null>;
  /** Revokes the session on the server (errors ignored), then clears storage and state. */
  logout(): Promise<void>;
  /** Stops timers and cross-tab listening; the manager must not be used afterwards. */
  destroy(): void;
  /** `session_storage_unavailable` when tokens could only be kept in memory, else null. */
  readonly storageError: FoyerError | null;
}

const UNAUTHENTICATED: SessionState = Object.freeze({ status: "unauthenticated", user: null, accessToken: null });

/** The server rejected the credentials (4xx other than 429): the session cannot be restored. */
function isAuthFailure(error: unknown): boolean {
  return (
    error instanceof FoyerError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  );
}

/** Both tokens carry the same user and session ids (`sub`, `sid`). */
function sameSession(a: string, b: string): boolean {
  const first = decodeJwtPayload(a);
  const second = decodeJwtPayload(b);
  return (
    first !== null &&
    second !== null &&
    typeof first.sub === "string" &&
    first.sub === second.sub &&
    first.sid === second.sid
  );
}

function windowStorageEvents(): StorageEventSubscriber | null {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return null;
  return (listener) => {
    const handler = (event: StorageEvent) => listener(event.key);
    window.addEventListener("storage", handler);
    return () => window.removeEventListener("storage", handler);
  };
}

/**
 * Creates the session store of one provider: token storage, scheduled refresh, logout and cross-tab sync.
 * Build the API client with `getAccessToken: () => session.getAccessToken()` (a closure, so no cycle).
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { api } = options;
  const store = createTokenStore(options.storage);
  const now = options.now ?? Date.now;
  const arm = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const disarm = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const margin = ACCESS_TOKEN_REFRESH_MARGIN_MS;

  let state: SessionState = { status: "loading", user: null, accessToken: null };
  const listeners = new Set<() => void>();
  /** Bumped whenever the session changes hands; async work started under an older value is discarded. */
  let epoch = 0;
  let timer: unknown = null;
  let refreshing: Promise<void> | null = null;
  let initializing: Promise<void> | null = null;
  let destroyed = false;
  /** Token whose user is being fetched after a cross-tab change (two storage events arrive per sign-in). */
  let adopting: string | null = null;

  const validFor = (token: string) => (tokenExpiresAt(token) ?? 0) - now();

  function publish(next: SessionState) {
    if (next.status === state.status && next.user === state.user && next.accessToken === state.accessToken) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function cancelTimer() {
    if (timer !== null) disarm(timer);
    timer = null;
  }

  function schedule(token: string, delay = validFor(token) - margin) {
    cancelTimer();
    if (destroyed || tokenExpiresAt(token) === null) return;
    timer = arm(onTimer, Math.min(Math.max(0, delay), MAX_TIMER_DELAY_MS));
  }

  function onTimer() {
    timer = null;
    const token = store.get(ACCESS_TOKEN_STORAGE_KEY);
    if (destroyed || !token) return;
    if (validFor(token) > margin) {
      // Fired early (long expiry) or another tab already refreshed without us seeing the event.
      if (token === state.accessToken) schedule(token);
      else void adopt(token);
      return;
    }
    refresh().catch(() => {
      // Credentials rejected: refresh() already signed out. Otherwise (offline, 5xx) try again at expiry,
      // and once expired show signed-out while keeping the stored tokens for a later retry.
      if (destroyed || store.get(ACCESS_TOKEN_STORAGE_KEY) !== token) return;
      const left = validFor(token);
      if (left > 0) schedule(token, left);
      else publish(UNAUTHENTICATED);
    });
  }

  /** Signs out locally: storage, timer and state. */
  function clear() {
    epoch++;
    cancelTimer();
    store.remove(ACCESS_TOKEN_STORAGE_KEY);
    store.remove(REFRESH_TOKEN_STORAGE_KEY);
    publish(UNAUTHENTICATED);
  }

  function setSession(result: AuthResult) {
    if (destroyed) return;
    epoch++;
    store.set(ACCESS_TOKEN_STORAGE_KEY, result.accessToken);
    store.set(REFRESH_TOKEN_STORAGE_KEY, result.refreshToken);
    schedule(result.accessToken);
    publish({ status: "authenticated", user: result.user, accessToken: result.accessToken });
  }

  /**
   * Takes over a token found in storage (another tab signed in or refreshed). Same user and session as
   * now: swap the token. Otherwise load the token's user.
   */
  async function adopt(token: string): Promise<void> {
    const started = ++epoch;
    schedule(token);
    if (state.status === "authenticated" && state.accessToken && sameSession(state.accessToken, token)) {
      publish({ ...state, accessToken: token });
      return;
    }
    adopting = token;
    try {
      const user = await api.users.me();
      if (started === epoch) publish({ status: "authenticated", user, accessToken: token });
    } catch (error) {
      if (started !== epoch) return;
      if (isAuthFailure(error)) clear();
      else publish(UNAUTHENTICATED);
    } finally {
      if (adopting === token) adopting = null;
    }
  }

  function refresh(): Promise<void> {
    refreshing ??= (async () => {
      const started = epoch;
      const stored = store.get(ACCESS_TOKEN_STORAGE_KEY);
      if (stored && stored !== state.accessToken && validFor(stored) > margin) {
        // Another tab refreshed first: use its token rather than rotating the refresh token again.
        await adopt(stored);
        return;
      }
      const refreshToken = store.get(REFRESH_TOKEN_STORAGE_KEY);
      if (!refreshToken) {
        clear();
        throw new FoyerError("missing_or_invalid_token");
      }
      let result: AuthResult;
      try {
        result = await api.sessions.refresh({ refreshToken });
      } catch (error) {
        if (started === epoch && isAuthFailure(error)) clear();
        throw error;
      }
      if (started === epoch) setSession(result);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function getAccessToken(): Promise<string | null> {
    const token = store.get(ACCESS_TOKEN_STORAGE_KEY);
    if (token && validFor(token) > margin) return token;
    if (destroyed || !store.get(REFRESH_TOKEN_STORAGE_KEY)) return token && validFor(token) > 0 ? token : null;
    try {
      await refresh();
    } catch {
      // Fall through: a still-valid token is better than none when the refresh failed for a transient reason.
    }
    const current = store.get(ACCESS_TOKEN_STORAGE_KEY);
    return current && validFor(current) > 0 ? current : null;
  }

  async function initialize(): Promise<void> {
    initializing ??= (async () => {
      const started = epoch;
      const token = store.get(ACCESS_TOKEN_STORAGE_KEY);
      const refreshToken = store.get(REFRESH_TOKEN_STORAGE_KEY);
      if (token && validFor(token) > margin) {
        schedule(token);
        try {
          const user = await api.users.me();
          if (started === epoch) publish({ status: "authenticated", user, accessToken: token });
        } catch (error) {
          if (started !== epoch) return;
          if (isAuthFailure(error)) clear();
          else {
            // Offline or server error: show signed-out but keep the tokens, so a reload or refreshUser() restores.
            cancelTimer();
            publish(UNAUTHENTICATED);
          }
        }
        return;
      }
      if (!refreshToken) {
        if (token) clear();
        else publish(UNAUTHENTICATED);
        return;
      }
      try {
        await refresh();
      } catch {
        // Rejected: refresh() cleared. Transient: keep the tokens, show signed-out.
        if (state.status === "loading") publish(UNAUTHENTICATED);
      }
    })();
    return initializing;
  }

  async function refreshUser(): Promise<User | null> {
    const token = await getAccessToken();
    if (!token) {
      // No usable token: either none stored, or refresh() already cleared a rejected session, or a
      // transient failure left expired tokens in storage for a later retry.
      publish(UNAUTHENTICATED);
      return null;
    }
    const started = epoch;
    try {
      const user = await api.users.me();
      if (started === epoch && !destroyed) publish({ status: "authenticated", user, accessToken: token });
      return user;
    } catch (error) {
      if (!isAuthFailure(error)) throw error;
      if (started === epoch) clear();
      return null;
    }
  }

  async function logout(): Promise<void> {
    if (refreshing) await refreshing.catch(() => undefined);
    const refreshToken = store.get(REFRESH_TOKEN_STORAGE_KEY);
    clear();
    if (!refreshToken) return;
    try {
      await api.sessions.logout({ refreshToken });
    } catch {
      // The local session is gone either way; the server expires what it could not revoke.
    }
  }

  function onStorageKey(key: string | null) {
    if (destroyed || (key !== null && key !== ACCESS_TOKEN_STORAGE_KEY && key !== REFRESH_TOKEN_STORAGE_KEY)) return;
    const token = store.get(ACCESS_TOKEN_STORAGE_KEY);
    if (!token) {
      if (state.status === "unauthenticated" && timer === null) return;
      epoch++;
      cancelTimer();
      publish(UNAUTHENTICATED);
      return;
    }
    if (token === state.accessToken || token === adopting || validFor(token) <= 0) return;
    void adopt(token);
  }

  const subscribeStorage = options.onStorageEvent === undefined ? windowStorageEvents() : options.onStorageEvent;
  const unsubscribeStorage = subscribeStorage?.(onStorageKey) ?? null;

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    initialize,
    setSession,
    setUser(user) {
      if (state.status === "authenticated") publish({ ...state, user });
    },
    getAccessToken,
    refreshUser,
    logout,
    destroy() {
      destroyed = true;
      epoch++;
      cancelTimer();
      unsubscribeStorage?.();
      listeners.clear();
    },
    get storageError() {
      return store.error;
    },
  };
}
