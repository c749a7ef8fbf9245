// The session manager's test fixture, shared by its test files: a JWT maker, a user, an in-memory storage
// and a manager wired to a mocked API with a second tab's storage events.
import { vi } from "vitest";
import { FoyerError } from "../errors/FoyerError.ts";
import { createSessionManager, type SessionManagerOptions } from "../session/createSessionManager.ts";
import type { StorageLike } from "../session/createTokenStore.ts";
import type { AuthResult, User } from "../types.ts";

export const T0 = Date.UTC(2025, 0, 1);
export const HOUR = 3_600_000;

export const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** An unsigned JWT expiring `ttlMs` after the fake clock's current time. */
export function jwt(ttlMs = HOUR, claims: Record<string, unknown> = {}): string {
  const exp = Math.floor((Date.now() + ttlMs) / 1000);
  return `${b64url({ alg: "ES256" })}.${b64url({ sub: "u1", sid: "s1", exp, ...claims })}.sig`;
}

export function user(id = "u1"): User {
  return {
    id,
    createdAt: new Date(T0),
    linkedAccounts: [],
    mfaMethods: [],
    hasAcceptedTerms: true,
    isGuest: false,
    customMetadata: {},
  };
}

export function authResult(accessToken = jwt(), refreshToken = "r-next", who = user()): AuthResult {
  return { user: who, accessToken, refreshToken, isNewUser: false };
}

export function mapStorage(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export const networkError = () =>
  new FoyerError("unknown_auth_error", "Network request failed", { cause: new TypeError() });
export const rejected = () => new FoyerError("missing_or_invalid_token", undefined, { status: 401 });

export function setup(initial: Record<string, string> = {}, options: Partial<SessionManagerOptions> = {}) {
  const storage = mapStorage(initial);
  const api = {
    sessions: {
      refresh: vi.fn<(input: { refreshToken: string }) => Promise<AuthResult>>(),
      logout: vi.fn<(input: { refreshToken: string }) => Promise<void>>(async () => undefined),
    },
    users: { me: vi.fn<() => Promise<User>>(async () => user()), acceptTerms: vi.fn() },
  };
  let storageListener: ((key: string | null) => void) | null = null;
  const unsubscribeStorage = vi.fn();
  const session = createSessionManager({
    api: api as never,
    storage,
    onStorageEvent: (listener) => {
      storageListener = listener;
      return unsubscribeStorage;
    },
    ...options,
  });
  /** Simulates another tab writing (or removing, with null) the given keys, one storage event per key. */
  const otherTab = (changes: Record<string, string | null>) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) storage.map.delete(key);
      else storage.map.set(key, value);
      storageListener?.(key);
    }
  };
  /** Delivers one raw storage event (null key: another tab called storage.clear()). */
  const storageEvent = (key: string | null) => storageListener?.(key);
  return { session, api, storage, otherTab, storageEvent, unsubscribeStorage };
}
